import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BenchPage } from './discover'

export type StaticSite = { url: string; child: ChildProcess }

/** Fetches each page's HTML once from the app, as a visitor gets it. */
export async function captureHtml(base: string, pages: readonly BenchPage[]): Promise<Map<string, Buffer>> {
  const captured = new Map<string, Buffer>()
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`)
    const body = Buffer.from(await response.arrayBuffer())
    if (response.status !== 200) throw new Error(`GET ${page.path}: HTTP ${response.status}`)
    captured.set(page.path, body)
  }
  return captured
}

/**
 * Writes the captured pages into `dir` and serves them from a child process on `port`, which passes every
 * other request (the pages' assets) to the app at `appUrl`. The app writes absolute addresses on its own origin
 * (images, canonical links): they are moved to the static server's, so that a static page loads everything it
 * needs over its own connections, as the app's page does, and not half of it from a second origin.
 */
export async function startStaticSite(
  dir: string,
  port: number,
  pages: Map<string, Buffer>,
  appUrl: string,
): Promise<StaticSite> {
  const url = `http://127.0.0.1:${port}`
  const pagesDir = path.join(dir, 'static-pages')
  mkdirSync(pagesDir, { recursive: true })
  const manifest: Record<string, string> = {}
  let index = 0
  for (const [pagePath, body] of pages) {
    const file = path.join(pagesDir, `${index++}.html`)
    writeFileSync(file, body.toString('utf8').replaceAll(appUrl, url))
    manifest[pagePath] = file
  }
  const manifestFile = path.join(pagesDir, 'manifest.json')
  writeFileSync(manifestFile, JSON.stringify(manifest))
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('bench/pages/static-server.ts'), manifestFile, String(port), appUrl],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('static server ready')) resolve()
    })
  })
  return { url, child }
}

export async function stopStaticSite(site: StaticSite): Promise<void> {
  if (site.child.exitCode !== null || site.child.signalCode !== null) return
  const exited = new Promise((resolve) => site.child.once('exit', resolve))
  site.child.kill('SIGTERM')
  await exited
}
