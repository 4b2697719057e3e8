import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Request = { req: PayloadRequest }

/** Gallery staff sign in through the `users` collection; customers through `customers`. */
export function isStaff({ req }: Request): boolean {
  return req.user?.collection === 'users'
}

export function isAdmin({ req }: Request): boolean {
  return req.user?.collection === 'users' && req.user.role === 'admin'
}

export const anyone: Access = () => true

export const staffOnly: Access = (args) => isStaff(args)

export const adminOnly: Access = (args) => isAdmin(args)

export const staffFieldOnly: FieldAccess = (args) => isStaff(args)

export const adminFieldOnly: FieldAccess = (args) => isAdmin(args)

/** Fields that only the server's own code writes, with access overridden. */
export const nobody: FieldAccess = () => false

/** Records that only the server's own code writes, with access overridden. */
export const noOne: Access = () => false

/** Records the site writes as visitors act (search counts): staff read them, nobody changes them. */
export const serverWrittenAccess = { read: staffOnly, create: noOne, update: noOne, delete: noOne }

/** Visitors read published documents only; staff read drafts too. */
const publishedOrStaff: Access = (args) => isStaff(args) || { _status: { equals: 'published' } }

/** A customer reads and changes only their own record; staff manage all of them. */
export const selfOrStaff: Access = (args) => {
  if (isStaff(args)) return true
  const user = args.req.user
  return user?.collection === 'customers' ? { id: { equals: user.id } } : false
}

/** Access for every drafted content collection: the public sees published documents, staff edit. */
export const editorialAccess = {
  read: publishedOrStaff,
  readVersions: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}
