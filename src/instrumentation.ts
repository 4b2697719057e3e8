/** Runs once when the server starts, before it answers requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const started = Date.now()
  const [{ getCms }, { prepareDatabase }, { rebuildSearchIndexes }] = await Promise.all([
    import('@/lib/cms/payload'),
    import('@/lib/cms/bootstrap'),
    import('@/lib/search/server/indexing'),
  ])
  const payload = await getCms()
  await prepareDatabase(payload)
  const cmsReady = Date.now()
  const counts = await rebuildSearchIndexes(payload)
  payload.logger.info(
    `CMS ready in ${cmsReady - started} ms; search indexes built in ${Date.now() - cmsReady} ms (${JSON.stringify(counts)})`,
  )
}
