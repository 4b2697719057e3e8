import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'

const directiveEntry = (file: string) => fileURLToPath(new URL(`../directives/${file}`, import.meta.url))

/**
 * Adds our hydration directives: `client:eager` (hydrate at once, keep uses made before) and `client:intent`
 * (fetch an island's code when idle, hydrate it on the visitor's first intent to use it).
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: 'gallery:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'eager', entrypoint: directiveEntry('eager.ts') })
        addClientDirective({ name: 'intent', entrypoint: directiveEntry('intent.ts') })
      },
    },
  }
}
