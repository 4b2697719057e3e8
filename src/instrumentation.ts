/** Runs once when the server starts, before it answers requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getCms }, { prepareDatabase }] = await Promise.all([import('@/lib/cms/payload'), import('@/lib/cms/bootstrap')])
  await prepareDatabase(await getCms())
}
