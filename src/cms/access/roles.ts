import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Request = { req: PayloadRequest }

/** Gallery staff sign in through the `users` collection; customers through `customers`. */
export function isStaff({ req }: Request): boolean {
  return req.user?.collection === 'users'
}

export function isAdmin({ req }: Request): boolean {
  return req.user?.collection === 'users' && req.user.role === 'admin'
}

/**
 * Staff who run the shop: the shop role and admins. Orders (and their status, which issues gift cards), gift
 * cards and their history, enquiries and customers' personal data are theirs; editors edit content only.
 */
export function isShopStaff({ req }: Request): boolean {
  return runsTheShop(req.user)
}

function runsTheShop(user: { collection?: unknown; role?: unknown } | null | undefined): boolean {
  return user?.collection === 'users' && (user.role === 'shop' || user.role === 'admin')
}

export const anyone: Access = () => true

export const staffOnly: Access = (args) => isStaff(args)

export const adminOnly: Access = (args) => isAdmin(args)

export const shopStaffOnly: Access = (args) => isShopStaff(args)

export const shopStaffFieldOnly: FieldAccess = (args) => isShopStaff(args)

/** The admin shows a shop collection only to those who may read it. */
export const hiddenFromNonShopStaff = ({ user }: { user: { collection?: unknown; role?: unknown } | null }): boolean =>
  !runsTheShop(user)

export const adminFieldOnly: FieldAccess = (args) => isAdmin(args)

/** Fields that only the server's own code writes, with access overridden. */
export const nobody: FieldAccess = () => false

/** Records that only the server's own code writes, with access overridden. */
export const noOne: Access = () => false

/** Records the site writes as visitors act (search counts): staff read them, nobody changes them. */
export const serverWrittenAccess = { read: staffOnly, create: noOne, update: noOne, delete: noOne }

/** Visitors read published documents only; staff read drafts too. */
const publishedOrStaff: Access = (args) => isStaff(args) || { _status: { equals: 'published' } }

/** A customer reads and changes only their own record; the shop's staff manage all of them. */
export const selfOrShopStaff: Access = (args) => {
  if (isShopStaff(args)) return true
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
