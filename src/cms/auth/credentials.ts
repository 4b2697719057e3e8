import {
  Forbidden,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@/lib/credentials/password-rules'
import { isAdmin } from '../access/roles'

/** What a new or changed email and password must be, for customers and staff alike. */
const credentialsSchema = z.object({
  email: z.email('Enter a valid email address, like name@example.com').max(254).optional(),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
    .optional(),
})

const CHANGES_CREDENTIALS = new Set(['create', 'update', 'resetPassword'])

/** Rejects a weak password or a malformed address, with a message that says what is expected. */
export const checkCredentials: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (!CHANGES_CREDENTIALS.has(operation)) return args
  const data: unknown = Reflect.get(args, 'data')
  if (!data || typeof data !== 'object') return args
  const parsed = credentialsSchema.safeParse({
    email: Reflect.get(data, 'email'),
    password: Reflect.get(data, 'password'),
  })
  if (parsed.success) return args
  throw new ValidationError({
    collection: collection.slug,
    errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  })
}

/** Whether the update would set a new password or a different email address. */
async function changesCredentials(
  req: PayloadRequest,
  collection: CollectionSlug,
  data: object,
  id: string | number | undefined,
): Promise<boolean> {
  if (Reflect.get(data, 'password') !== undefined) return true
  const email: unknown = Reflect.get(data, 'email')
  if (email === undefined) return false
  if (id === undefined) return true
  // The admin's form sends the address back unchanged with every save.
  const current = await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })
  return typeof email !== 'string' || email.toLowerCase().trim() !== String(Reflect.get(current ?? {}, 'email'))
}

/**
 * An account's email and password are changed only by its owner or an admin: an editor who could set a
 * customer's password could sign in as them.
 */
export const guardCredentialChanges: CollectionBeforeOperationHook = async (hook) => {
  const { args, collection, operation, overrideAccess, req } = hook
  const data: unknown = Reflect.get(args, 'data')
  if (operation !== 'update' || overrideAccess || !data || typeof data !== 'object' || isAdmin({ req })) return args
  const rawId: unknown = Reflect.get(args, 'id')
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : undefined
  if (!(await changesCredentials(req, collection.slug, data, id))) return args
  const ownRecord = req.user?.collection === collection.slug && id !== undefined && String(id) === String(req.user.id)
  if (!ownRecord) throw new Forbidden(req.t)
  return args
}
