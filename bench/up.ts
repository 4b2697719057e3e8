/**
 * `npm run bench:up`: issue 25's first-run goal, a fresh clone's `npm run up` to the first 200 in ≤ 150 s on
 * this machine. Clones this repository's HEAD (committed work only) into a temporary folder and runs what
 * `npm run up` runs, one step at a time so each is timed: `npm ci`, `npm run build` (the admin's Next build and
 * the storefront's Astro build both count) and `npm start` on a fresh SQLite database on a free port, until `/`
 * answers 200 (the first start migrates and seeds the demo gallery first).
 * It builds the whole app, so run it on a machine no one else is measuring on. npm's own download cache
 * (~/.npm) is used as a second install on this machine would use it.
 *
 * Settings (environment): BENCH_UP_KEEP=1 keeps the clone, its database and the logs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { firstOk, stopApp } from './pages/app'
import { goal, printGoals } from './pages/goals'
import { fixed } from './pages/table'

const UP_GOAL_S = 150

const keep = process.env.BENCH_UP_KEEP === '1'
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-up-'))
const clone = path.join(dir, 'clone')
/** The npm command under way, stopped with its process group if the benchmark is interrupted. */
let running: ChildProcess | undefined

/** The environment of someone who just cloned, with `extra`: none of the npm run that started this benchmark. */
function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra }
  for (const name of Object.keys(env)) if (/^npm_/i.test(name)) delete env[name]
  return env
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Spawns `npm <args>` in the clone with its output in `<dir>/<name>.log`; its lines are kept for errors. */
function npm(args: readonly string[], name: string, env: NodeJS.ProcessEnv) {
  const child = spawn('npm', args, { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  running = child
  const file = createWriteStream(path.join(dir, `${name}.log`))
  const log: string[] = []
  const onData = (chunk: Buffer) => {
    file.write(chunk)
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean))
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  return { child, log }
}

/** Runs `npm <args>` to its end and returns the seconds it took. */
async function timedNpm(args: readonly string[], name: string, env: NodeJS.ProcessEnv) {
  const started = performance.now()
  const { child, log } = npm(args, name, env)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`npm ${args.join(' ')} exited with ${code}:\n${log.slice(-30).join('\n')}`)
  return (performance.now() - started) / 1000
}

async function cleanUp(): Promise<void> {
  if (running) await stopApp({ child: running })
  if (keep) console.log(`kept ${dir} (the clone, its database and the npm logs)`)
  else rmSync(dir, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(1))
  })

try {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  const loads = os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')
  console.log(`bench:up of ${head} in ${dir}; load average ${loads} on ${os.cpus().length} cores`)
  const cloned = spawnSync('git', ['clone', '--quiet', '--depth', '1', `file://${process.cwd()}`, clone], {
    encoding: 'utf8',
  })
  if (cloned.status !== 0) throw new Error(`git clone failed:\n${cloned.stderr}`)

  const installS = await timedNpm(['ci'], 'npm-ci', shellEnv())
  console.log(`npm ci: ${fixed(installS, 1)} s`)
  const buildS = await timedNpm(['run', 'build'], 'npm-build', shellEnv())
  console.log(`npm run build (admin and storefront): ${fixed(buildS, 1)} s`)

  const port = await freePort()
  const started = performance.now()
  const start = npm(
    ['start'],
    'npm-start',
    shellEnv({
      DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
    }),
  )
  await firstOk(`http://127.0.0.1:${port}/`, start.child, start.log, 900_000)
  const startS = (performance.now() - started) / 1000
  console.log(`npm start on a fresh database to the first 200 of /: ${fixed(startS, 1)} s`)

  const totalS = installS + buildS + startS
  const mark = goal(
    `a fresh clone's npm run up to the first 200 ≤ ${UP_GOAL_S} s`,
    totalS <= UP_GOAL_S,
    `${fixed(totalS, 1)} s (install ${fixed(installS, 1)}, build ${fixed(buildS, 1)}, start ${fixed(startS, 1)})`,
  )
  console.log(`npm run up to the first 200: ${fixed(totalS, 1)} s ${mark}`)
  printGoals()
} finally {
  await cleanUp()
}
