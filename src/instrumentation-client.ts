// Runs in the browser before the app: pages forbid eval (decision 0013), and zod's probe for it, though
// caught, would be reported as a policy violation on every page. Without it zod parses the same, uncompiled.
// zod keeps its configuration in this global and only creates it when absent, so setting it here configures
// every zod the page loads later without loading zod on every page (instrumentation-client.test.ts holds
// zod to that).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }
