/** Runs once when the server starts, before it answers requests; only the Node.js server has anything to start. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startInstanceOrExit } = await import('./instrumentation-node')
  await startInstanceOrExit()
}
