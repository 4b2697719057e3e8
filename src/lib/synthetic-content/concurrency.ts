/** Runs the tasks handed to it at most `limit` at a time, in the order they were handed over. */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`concurrency limit must be a positive integer, got ${limit}`)
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    running--
    waiting.shift()?.()
  }
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running++
        Promise.resolve().then(task).then(resolve, reject).finally(next)
      }
      if (running < limit) start()
      else waiting.push(start)
    })
}
