import { SingleBar } from 'cli-progress'

/**
 * A progress bar on a terminal; elsewhere (CI, a log file) a line every tenth of the way, since a redrawn bar
 * would fill the log with control characters.
 */
export function searchProgress(stream: NodeJS.WriteStream) {
  if (stream.isTTY) {
    const bar = new SingleBar({ format: 'search:sync [{bar}] {percentage}% {value}/{total}', stream })
    return {
      start: (total: number) => bar.start(total, 0),
      advance: (steps: number) => bar.increment(steps),
      stop: () => bar.stop(),
    }
  }
  let total = 0
  let done = 0
  let shownTenth = -1
  return {
    start(steps: number) {
      total = steps
      stream.write(`search:sync: ${total} steps\n`)
    },
    advance(steps: number) {
      done += steps
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10)
      if (tenth === shownTenth) return
      shownTenth = tenth
      stream.write(`search:sync: ${done}/${total} (${tenth * 10}%)\n`)
    },
    stop() {},
  }
}
