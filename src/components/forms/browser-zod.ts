// Imported, before zod, by every island whose code parses with zod. Pages forbid eval (decision 0013), and zod's
// probe for it, though caught, is reported as a policy violation. On Next's pages instrumentation-client.ts sets
// this; Astro's islands have no such start-up script, so they set it themselves. zod keeps its configuration in
// this global, creating it only when absent, and reads `jitless` as a schema is built: the flag has to be set
// before the module that builds the schema runs. The server (no policy on eval) keeps zod's compiled parsers.
if (typeof window !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
  holder.__zod_globalConfig ??= {}
  holder.__zod_globalConfig.jitless = true
}

export {}
