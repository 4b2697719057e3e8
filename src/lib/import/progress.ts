import type { ImportProgress } from './run'

const WIDTH = 24

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--'
  const s = Math.max(0, Math.round(seconds))
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`
}

const count = (value: number) => value.toLocaleString('en-US')

/** `artworks [####----] 120/400  30%  12/s  ETA 23s`, or `artworks 120 read  12/s` with no total known. */
function describe({ phase, done, total }: ImportProgress, seconds: number): string {
  const rate = seconds > 0 ? done / seconds : 0
  if (total === undefined) return `${phase.padEnd(8)} ${count(done)} read  ${rate.toFixed(0)}/s`
  const share = total ? Math.min(1, done / total) : 1
  const filled = Math.round(share * WIDTH)
  return `${phase.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${count(done)}/${count(total)} ${(share * 100).toFixed(0).padStart(3)}%  ${rate.toFixed(0)}/s  ETA ${duration(rate ? (total - done) / rate : Infinity)}`
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
    const finished = event.total !== undefined && event.done >= event.total
    if (!finished && now - lastDrawn < (tty ? 100 : 10_000)) return
    lastDrawn = now
    const line = describe(event, (now - phaseStarted) / 1000)
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
