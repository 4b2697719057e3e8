import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { CollectionBeforeOperationHook } from 'payload'

const derive = promisify(pbkdf2)

// Payload's current password hash: PBKDF2-SHA256, 600,000 iterations, 32 bytes.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const dummySalt = randomBytes(32).toString('hex')

/**
 * Payload answers a login for an unknown address at once but hashes the password for a known one, so
 * the answer's time told which addresses have accounts. An unknown address now costs the same hash.
 */
export const evenLoginTime: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data: unknown = args.data
  const email = data && typeof data === 'object' ? Reflect.get(data, 'email') : undefined
  const password = data && typeof data === 'object' ? Reflect.get(data, 'password') : undefined
  if (typeof email !== 'string' || typeof password !== 'string' || password.trim() === '') return args
  const account = await req.payload.db.findOne({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    req,
  })
  if (!account) await derive(password, dummySalt, ITERATIONS, KEY_LENGTH, 'sha256')
  return args
}
