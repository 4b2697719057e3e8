import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'

/** Adds `client:intent`: fetch an island's code when idle, hydrate it on the visitor's first intent to use it. */
export function hydrateOnIntent(): AstroIntegration {
  return {
    name: 'gallery:hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../directives/intent.ts', import.meta.url)),
        })
      },
    },
  }
}
