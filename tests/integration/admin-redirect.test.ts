import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appServerHooks } from '@/lib/http/app-server-hooks'
import { NO_SOURCES } from '@/lib/third-party/vendors'

let server: Server
let base = ''

// `npm start`'s server as src/server/main.ts runs it, with Payload's admin standing in as a page that
// answers 200: whatever reaches it would be read by Payload's login.
beforeAll(async () => {
  const hooks = appServerHooks(null, { https: false, thirdPartySources: async () => NO_SOURCES })
  server = createServer((incoming, outgoing) => {
    void hooks.answerAtOnce(incoming, outgoing).then(async (answered) => {
      if (!answered) await hooks.serve(incoming, outgoing, async () => void outgoing.end('admin'))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const visit = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })

describe("the admin's redirect parameter, before Payload reads it", () => {
  // The first six pass Payload's own check (getSafeRedirect), which hands them on to its router as they are.
  it.each([
    '/admin/login?redirect=/.//evil.example',
    '/admin/login?redirect=/a/..//evil.example',
    '/admin/login?redirect=/./%5Cevil.example',
    '/admin/login?redirect=/%252E%252E//evil.example',
    '/admin/login?redirect=/..//evil.example',
    '/admin/login?redirect=/%2e//evil.example',
    '/admin/login?redirect=%2f%2fevil.example',
    '/admin/login?redirect=/%255Cevil.example',
    '/admin/create-first-user?redirect=//evil.example',
    '/admin/logout?redirect=HTTPS://evil.example',
  ])('%s is sent to the same page without it', async (path) => {
    const response = await visit(path)
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location).toBe(path.split('?', 1)[0])
    expect(new URL(location, base).origin).toBe(base)
  })

  it('lets a same-site target through to the admin', async () => {
    const response = await visit('/admin/login?redirect=%2Fadmin%2Fcollections%2Fartworks')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('admin')
  })
})
