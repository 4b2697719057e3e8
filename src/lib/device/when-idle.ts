/** Runs `run` once the browser is idle, or after 200 ms where it cannot say (Safari has no idle callback). */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run)
  else setTimeout(run, 200)
}
