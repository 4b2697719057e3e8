// The storefront forbids eval (decision 0013), and zod's probe for it, though caught, is reported as a policy
// violation. The grid's search code parses with zod, so its island switches the probe off before that code
// loads, as src/instrumentation-client.ts does on Next's pages. zod keeps its configuration in this global and
// only creates it when absent, so the object is set in place: the same whether zod has loaded or not.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig ??= {}
holder.__zod_globalConfig.jitless = true
