/**
 * `npm run bench:seed`: `npm run seed` on a fresh, empty SQLite database, timed with its steps. First with an
 * empty image cache (a fresh clone's first start), then again on another empty database reusing the images
 * the first run cached (a test server, a reset). Goal: the seed itself within 20 s on the 2-core machine.
 * BENCH_SEED_RUNS=cold runs the first alone; BENCH_KEEP=1 leaves the databases, media and cache in place.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const GOAL_MS = 20_000
const RUNS = (process.env.BENCH_SEED_RUNS ?? 'cold,warm').split(',')

const seedOutput = z.object({
  loadMs: z.number(),
  migrateMs: z.number(),
  cpuMs: z.number(),
  report: z.object({
    durationMs: z.number(),
    phases: z.record(z.string(), z.number()),
    images: z.object({ rendered: z.number(), fromCache: z.number() }),
    created: z.record(z.string(), z.number()),
  }),
})
type SeedOutput = z.infer<typeof seedOutput>

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')

/** One `npm run seed --json` in a process of its own, as an operator runs it; resolves with its report. */
function seedOnce(dir: string, cacheDir: string): Promise<{ wallMs: number; output: SeedOutput }> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--json'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dir, 'seed.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      SEED_IMAGE_CACHE_DIR: cacheDir,
      SEED_ON_START: 'false',
      NODE_OPTIONS: '--no-deprecation --import=./scripts/server-only-hook.mjs',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      const wallMs = performance.now() - started
      const last = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0) return reject(new Error(`the seed exited with ${code}:\n${out.slice(-3000)}`))
      resolve({ wallMs, output: seedOutput.parse(JSON.parse(last)) })
    })
  })
}

function print(name: string, wallMs: number, { loadMs, migrateMs, cpuMs, report }: SeedOutput): void {
  const { rendered, fromCache } = report.images
  const phases = Object.entries(report.phases)
    .map(([phase, ms]) => `${phase} ${seconds(ms)}`)
    .join(', ')
  const media = report.created.media ?? 0
  console.log(`\n${name}: npm run seed ${seconds(wallMs)} in all, ${seconds(cpuMs)} of CPU (every thread)`)
  console.log(`  start-up: load and connect ${seconds(loadMs)}, migrate ${seconds(migrateMs)}`)
  console.log(`  seed ${seconds(report.durationMs)}: ${phases}`)
  console.log(`  images: ${media} media documents, ${rendered} rendered, ${fromCache} copied from the cache`)
  const met = report.durationMs <= GOAL_MS
  console.log(`  goal: seed ≤ ${seconds(GOAL_MS)}: ${met ? 'met' : 'MISSED'} (${seconds(report.durationMs)})`)
}

const root = mkdtempSync(path.join(tmpdir(), 'bench-seed-'))
const cacheDir = path.join(root, 'image-cache')
console.log(`bench:seed on ${cpus().length} cores, load average ${load()}`)
try {
  for (const run of ['cold', 'warm'].filter((name) => RUNS.includes(name))) {
    const dir = mkdtempSync(path.join(root, `${run}-`))
    const { wallMs, output } = await seedOnce(dir, cacheDir)
    print(run === 'cold' ? 'cold (empty image cache)' : 'warm (images cached by the cold run)', wallMs, output)
    console.log(`  load average after: ${load()}`)
  }
} finally {
  if (process.env.BENCH_KEEP !== '1') rmSync(root, { recursive: true, force: true })
  else console.log(`kept ${root}`)
}
