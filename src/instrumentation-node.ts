/**
 * The Node.js server's start, before it answers requests. An instance that cannot start (invalid environment,
 * database unreachable, a migration refused) exits with the reason: Next would only log it and go on listening,
 * with every page waiting for a database that never comes.
 */
export async function startInstanceOrExit() {
  try {
    await startInstance()
  } catch (error) {
    console.error('The server could not start:', error)
    process.exit(1)
  }
}

async function startInstance() {
  const started = Date.now()
  const [
    { getCms },
    { prepareDatabase },
    { rebuildSearchIndexes },
    { gallerySearchEngine },
    { searchIndexBuilding },
    { handOverToServer },
    { appServerHooks },
    { currentThirdPartySources },
    { env },
    { configuredPageCache },
    { startQuerySuggestions },
    { handOverPageReads },
    { reads },
    { openRateLimitStore },
    { followChanges },
    { startHoldSweeper },
    { startDigestPoller },
    { markReady, markWaiting },
    { searchBackend },
    { withSearchConnectSources },
    { pushSeededGallery },
  ] = await Promise.all([
    import('@/lib/cms/payload'),
    import('@/lib/cms/bootstrap'),
    import('@/lib/gallery-search/server/rebuild'),
    import('@/lib/gallery-search/server/engine'),
    import('@/lib/search/server/engine'),
    import('@/lib/http/before-next'),
    import('@/lib/http/app-server-hooks'),
    import('@/lib/third-party/current-sources'),
    import('@/lib/env'),
    import('@/lib/page-cache/configured'),
    import('@/lib/search-suggestions/schedule'),
    import('@/lib/page-reads/port'),
    import('@/lib/page-reads/reads'),
    import('@/lib/rate-limit/limiter'),
    import('@/lib/change-feed/listen'),
    import('@/lib/shop/holds/hold-sweeper'),
    import('@/lib/follow-alerts/digest-poller'),
    import('@/lib/readiness/parts'),
    import('@/lib/gallery-search/backend/configured'),
    import('@/lib/gallery-search/backend/connect-sources'),
    import('@/lib/gallery-search/backend/algolia/push-seeded'),
  ])
  markWaiting('database', 'migrating')
  markWaiting('search indexes', 'not built yet')
  const hosted = searchBackend().shared
  if (!hosted) gallerySearchEngine()
  handOverToServer(
    appServerHooks(configuredPageCache(), {
      https: new URL(env().SITE_URL).protocol === 'https:',
      thirdPartySources: () => currentThirdPartySources().then(withSearchConnectSources),
    }),
  )
  const [payload] = await Promise.all([getCms(), openRateLimitStore()])
  const { seeded } = await prepareDatabase(payload)
  markReady('database')
  const cmsReady = Date.now()
  payload.logger.info(`CMS ready in ${cmsReady - started} ms`)
  // Other instances' changes are followed from before the build reads the database, and applied after it.
  let indexesBuilt: (build: Promise<unknown>) => void = () => undefined
  await followChanges(payload, new Promise((resolve) => (indexesBuilt = resolve)))
  // Pages that don't search are served at once; search readers wait for this build (readySearchEngine).
  // Hosted Algolia is built by npm run search:sync and kept by every instance's writers: nothing to build here.
  // The demo seed skips the hooks, so a first start on Algolia pushes what it seeded, as search:sync would.
  const build = hosted
    ? (seeded ? pushSeededGallery(payload) : Promise.resolve()).then(() =>
        payload.logger.info('search: hosted Algolia; no in-process index is built'),
      )
    : rebuildSearchIndexes(payload).then((counts) =>
        payload.logger.info(`search indexes built in ${Date.now() - cmsReady} ms (${JSON.stringify(counts)})`),
      )
  build.then(
    () => markReady('search indexes'),
    (error: unknown) => {
      payload.logger.error({ err: error, msg: 'search index build failed; search answers empty until a restart' })
      markWaiting('search indexes', 'the build failed; restart the instance')
    },
  )
  if (!hosted) searchIndexBuilding(build)
  indexesBuilt(build)
  // Only now may the storefront's pages read: the database is ready and search readers wait for the build.
  handOverPageReads(reads)
  // Unpaid orders' holds that ran out while the server was down are freed now, then every minute.
  void startHoldSweeper(payload)
  // Digests of new works by followed artists that fell due while the server was down go now, then at each poll.
  void startDigestPoller(payload)
  // Suggestions are checked against the other indexes, so they follow them; no reader waits for them.
  void build.then(() => startQuerySuggestions(payload))
}
