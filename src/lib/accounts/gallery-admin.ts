import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export const CREATE_ADMIN_COMMAND = 'npm run create-admin -- you@your-gallery.com'

/** Whether the gallery has an admin: only an admin can add staff, or switch on tracking and outside scripts. */
export async function hasGalleryAdmin(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

export type AdminCreated = { email: string; password: string | null }

/**
 * Makes `email` the gallery's admin: a new account with a generated password (shown once, to be changed at
 * the first sign-in), or, for a member of staff already there, the admin role on their account and their own
 * password.
 */
export async function createGalleryAdmin(payload: Payload, email: string, name?: string): Promise<AdminCreated> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing) {
    await payload.update({ collection: 'users', id: existing.id, data: { role: 'admin' }, overrideAccess: true })
    return { email, password: null }
  }
  // 18 random bytes: 24 characters of base64url, far past the password rule's minimum.
  const password = randomBytes(18).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: name ?? 'Gallery admin', role: 'admin' },
    overrideAccess: true,
  })
  return { email, password }
}
