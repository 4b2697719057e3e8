import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')

/** What a script run in a process of its own printed: the text after its `marker` on a line, or its whole output. */
export type ScriptRun = { reported: string | null; output: string; exit: string }

/**
 * Runs one of these test scripts in a process of its own, as the server's other processes would run (the
 * server-only hook loaded, no compile cache: two processes starting at once must not share its half-written
 * files), and reads the line it reports: `<marker> <text>`. A script that hangs is killed after `timeoutMs`.
 */
export function runTestScript(script: string, args: string[], marker: string, timeoutMs: number): Promise<ScriptRun> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--no-cache', path.join(__dirname, script), ...args], {
    cwd: root,
    detached: true, // its own process group: tsx runs the script in a child process
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation --import=./scripts/server-only-hook.mjs' },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stuck = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGKILL'), timeoutMs)
  const reportedLine = new RegExp(`^${marker} (.+)$`, 'm')
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(stuck)
      resolve({ reported: reportedLine.exec(output)?.[1] ?? null, output, exit: String(code ?? signal) })
    })
  })
}
