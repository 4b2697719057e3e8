import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

const root = path.resolve(__dirname, '../..')
const manifest = z.object({
  version: z.string(),
  overrides: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())])).optional(),
})
const read = (dir: string) => manifest.parse(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')))

/**
 * Payload's start-up dependency check is off (src/payload.config.ts): this stands in for it. Every Payload package
 * installed is at payload's version, except those package.json's overrides put on our payload (decision 0044).
 */
describe('Payload package versions', () => {
  const project = read(root)
  const payloadVersion = read(path.join(root, 'node_modules/payload')).version
  const installed = readdirSync(path.join(root, 'node_modules/@payloadcms')).map((name) => ({
    name: `@payloadcms/${name}`,
    version: read(path.join(root, 'node_modules/@payloadcms', name)).version,
  }))
  const rebased = Object.entries(project.overrides ?? {})
    .filter(([, override]) => typeof override === 'object' && override.payload === '$payload')
    .map(([name]) => name)

  it('are payload’s own, but for the packages overridden onto it', () => {
    const others = installed.filter(({ name, version }) => version !== payloadVersion && !rebased.includes(name))
    expect(others).toEqual([])
  })

  it('each overridden package is one that really lags behind, so the override goes once a release catches up', () => {
    for (const name of rebased)
      expect(installed.find((pkg) => pkg.name === name)?.version, name).not.toBe(payloadVersion)
  })
})
