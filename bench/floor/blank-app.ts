import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** One server-rendered page and its layout, with no client component: the least an App Router page can be. */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'framework-floor', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      allowJs: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Framework floor' }
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  'app/page.tsx': `export default function Page() {
  return (<main><h1>A blank page</h1><p>Server-rendered text and nothing else: no client component.</p></main>)
}
`,
}

/** Writes the blank app into `dir`, using this project's own installed next and react. */
function writeBlankApp(dir: string): void {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
}

const next = path.resolve('node_modules/next/dist/bin/next')
const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

export type BlankApp = { url: string; stop: () => void }

/**
 * Writes the blank app into `dir` and builds it with webpack (`next build --webpack`), as the floor was first
 * measured, so its figures compare across stops; the admin's own build is Turbopack's since then.
 */
export function buildBlankApp(dir: string): void {
  writeBlankApp(dir)
  const build = spawnSync(process.execPath, [next, 'build', '--webpack'], { cwd: dir, env: nextEnv, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`next build of the blank app failed:\n${build.stdout}\n${build.stderr}`)
}

async function firstOk(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    // A refused connection means the server is not listening yet.
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await sleep(100)
  }
  throw new Error(`no 200 from ${url} within 30 s`)
}

/** `next start` of the blank app built in `dir`, once its page answers 200. */
export async function serveBlankApp(dir: string, port: number): Promise<BlankApp> {
  const server = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: nextEnv,
    stdio: 'ignore',
  })
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill()
  }
  const url = `http://127.0.0.1:${port}/`
  try {
    await firstOk(url)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
