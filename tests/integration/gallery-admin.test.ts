import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGalleryAdmin, hasGalleryAdmin } from '@/lib/accounts/gallery-admin'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const databaseUrl = temporarySqliteUrl()
let payload: Payload

beforeAll(async () => {
  payload = await startCms(databaseUrl)
})

afterAll(() => stopCms(payload, databaseUrl))

describe("the gallery's admin account (npm run create-admin)", () => {
  it('is made with a generated password that signs in, once there is none', async () => {
    expect(await hasGalleryAdmin(payload)).toBe(false)
    const created = await createGalleryAdmin(payload, 'owner@example-gallery.art', 'Olive Owner')
    expect(created.password).toMatch(/^[\w-]{24}$/)
    expect(await hasGalleryAdmin(payload)).toBe(true)
    const { user } = await payload.login({
      collection: 'users',
      data: { email: 'owner@example-gallery.art', password: created.password ?? '' },
    })
    expect(user).toMatchObject({ role: 'admin', name: 'Olive Owner' })
  })

  it('makes a member of staff already there an admin, keeping their password', async () => {
    const password = 'an-editor-password-2026'
    await payload.create({
      collection: 'users',
      data: { email: 'editor-two@example-gallery.art', password, role: 'editor' },
      overrideAccess: true,
    })
    expect(await createGalleryAdmin(payload, 'editor-two@example-gallery.art')).toEqual({
      email: 'editor-two@example-gallery.art',
      password: null,
    })
    const { user } = await payload.login({
      collection: 'users',
      data: { email: 'editor-two@example-gallery.art', password },
    })
    expect(user).toMatchObject({ role: 'admin' })
  })
})
