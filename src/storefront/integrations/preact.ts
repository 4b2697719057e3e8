import { fileURLToPath } from 'node:url'
import preact from '@astrojs/preact'
import type { AstroIntegration } from 'astro'

const serverEntrypoint = fileURLToPath(new URL('./preact-server.ts', import.meta.url))

/** Astro's Preact integration, its server renderer swapped for one that renders each component once. */
export function preactRenderedOnce(options: Parameters<typeof preact>[0]): AstroIntegration {
  const integration = preact(options)
  const setup = integration.hooks['astro:config:setup']
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (params) =>
        setup?.({ ...params, addRenderer: (renderer) => params.addRenderer({ ...renderer, serverEntrypoint }) }),
    },
  }
}
