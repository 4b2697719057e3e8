import type { ImportProgress } from './run'

const WIDTH = 24

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--'
  const s = Math.max(0, Math.round(seconds))
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`
}

/**
 * A one-line bar on a terminal (`\r`, redrawn at most 10 times a second); on a pipe or file, a plain
 * line every 10 seconds instead, so logs stay readable.
 */
export type ProgressBar = {
  update: (event: ImportProgress) => void
  /** A message on its own line; the bar is redrawn below it on the next update. */
  note: (message: string) => void
  done: () => void
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const tty = Boolean(stream.isTTY)
  let phase = ''
  let phaseStarted = 0
  let lastDrawn = 0
  let open = false
  const update = (event: ImportProgress) => {
    const now = performance.now()
    if (event.phase !== phase) {
      if (open) stream.write('\n')
      phase = event.phase
      phaseStarted = now
      lastDrawn = 0
    }
    const finished = event.done >= event.total
    if (!finished && now - lastDrawn < (tty ? 100 : 10_000)) return
    lastDrawn = now
    const seconds = (now - phaseStarted) / 1000
    const rate = seconds > 0 ? event.done / seconds : 0
    const share = event.total ? Math.min(1, event.done / event.total) : 1
    const filled = Math.round(share * WIDTH)
    const line = `${event.phase.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${event.done.toLocaleString('en-US')}/${event.total.toLocaleString('en-US')} ${(share * 100).toFixed(0).padStart(3)}%  ${rate.toFixed(0)}/s  ETA ${duration(rate ? (event.total - event.done) / rate : Infinity)}`
    stream.write(tty ? `\r${line}\x1b[K` : `${line}\n`)
    open = tty
  }
  const note = (message: string) => {
    stream.write(`${open ? '\r\x1b[K' : ''}${message}\n`)
    if (tty) lastDrawn = 0
    open = false
  }
  const done = () => {
    if (open) stream.write('\n')
    open = false
  }
  return { update, note, done }
}
