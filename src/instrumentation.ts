/** Runs once when the server starts, before it answers requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const started = Date.now()
  const [{ getCms }, { prepareDatabase }] = await Promise.all([import('@/lib/cms/payload'), import('@/lib/cms/bootstrap')])
  const payload = await getCms()
  await prepareDatabase(payload)
  payload.logger.info(`CMS ready in ${Date.now() - started} ms`)
}
