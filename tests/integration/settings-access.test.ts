import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

// Read by the settings' validation through env(), which parses the environment once per test file.
process.env.MARKETING_SCRIPT_HOSTS = 'marketing.example'

type Staff = { id: number; email: string; role: 'admin' | 'editor'; collection: 'users' }

const outsideScriptsOn = {
  accessibilityWidget: { enabled: true, accountId: 'acct-123' },
  featureFlags: { tracking: true },
  tracking: {
    tagManagerContainerId: 'GTM-AB12CD',
    marketingScriptEnabled: true,
    marketingScriptUrl: 'https://marketing.example/onsite.js',
  },
}

describe('who may switch outside scripts on, and to what', () => {
  let payload: Payload
  let url: string
  let admin: Staff
  let editor: Staff

  const staff = async (role: Staff['role']): Promise<Staff> => {
    const email = `${role}@settings.test`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'settings-test-password', role },
    })
    return { id: user.id, email, role, collection: 'users' }
  }

  const update = (user: Staff, data: Record<string, unknown>) =>
    payload.updateGlobal({ slug: 'settings', data, overrideAccess: false, user, depth: 0 })

  beforeAll(async () => {
    url = temporarySqliteUrl()
    payload = await startCms(url)
    admin = await staff('admin')
    editor = await staff('editor')
  })

  afterAll(async () => {
    await stopCms(payload, url)
  })

  it('an editor changes the banner but none of the script settings', async () => {
    const saved = await update(editor, { ...outsideScriptsOn, promoBanner: { color: '#000000' } })
    expect(saved.promoBanner?.color).toBe('#000000')
    expect(saved.accessibilityWidget?.enabled).toBe(false)
    expect(saved.featureFlags?.tracking).toBe(false)
    expect(saved.tracking?.tagManagerContainerId ?? null).toBeNull()
    expect(saved.tracking?.marketingScriptEnabled).toBe(false)
  })

  it('an admin switches them on with ids and an allowed host', async () => {
    const saved = await update(admin, outsideScriptsOn)
    expect(saved).toMatchObject(outsideScriptsOn)
  })

  /** The field errors a refused save reports, as the admin shows them. */
  const refusal = async (data: Record<string, unknown>) => {
    const error: unknown = await update(admin, data).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    return (error as { data?: { errors?: Array<{ path: string; message: string }> } } | undefined)?.data?.errors
  }

  it('refuses a marketing script from a host outside the allow-list', async () => {
    expect(await refusal({ tracking: { marketingScriptUrl: 'https://attacker.example/admin-maker.js' } })).toEqual([
      expect.objectContaining({
        path: 'tracking.marketingScriptUrl',
        message: "The script's host must be one of: marketing.example.",
      }),
    ])
  })

  it('refuses a tag manager value that is not a container id', async () => {
    expect(await refusal({ tracking: { tagManagerContainerId: 'https://attacker.example/gtm.js' } })).toEqual([
      expect.objectContaining({
        path: 'tracking.tagManagerContainerId',
        message: 'A container id such as GTM-AB12CD.',
      }),
    ])
  })

  it('an editor cannot switch them off either', async () => {
    const saved = await update(editor, { tracking: { marketingScriptEnabled: false } })
    expect(saved.tracking?.marketingScriptEnabled).toBe(true)
  })
})
