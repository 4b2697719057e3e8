import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../integration/free-port'
import { spawnBuiltServer } from './fixtures/built-server'

/** What the built server printed before it exited, and how it exited; null if it was still running. */
type Outcome = { code: number | null; output: string }

/** Starts the built server with `env` on a scratch database and waits for it to exit, for at most `withinMs`. */
async function startServer(env: Record<string, string>, withinMs: number): Promise<Outcome> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-start-'))
  const server = spawnBuiltServer({
    DATABASE_URL: `file:${path.join(dir, 'gallery.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    ...env,
  })
  const code = await new Promise<number | null>((resolve) => {
    const stillRunning = setTimeout(() => resolve(null), withinMs)
    server.child.once('exit', (exitCode) => {
      clearTimeout(stillRunning)
      resolve(exitCode)
    })
  })
  server.stop()
  rmSync(dir, { recursive: true, force: true })
  return { code, output: server.output() }
}

test('a server whose environment is invalid exits with the reason instead of listening', async () => {
  const port = await freePort()
  const { code, output } = await startServer({ PORT: String(port), PREVIEW_SECRET: 'short' }, 60_000)
  expect(code).toBe(1)
  expect(output).toContain('PREVIEW_SECRET: must be at least 8 characters')
  expect(output).not.toContain('Ready on')
})

test('a server whose port is taken exits with the reason instead of running on unseen', async ({ baseURL }) => {
  const takenPort = new URL(baseURL ?? '').port
  const { code, output } = await startServer({ PORT: takenPort }, 120_000)
  expect(code).toBe(1)
  expect(output).toContain('EADDRINUSE')
})
