import node from '@astrojs/node'
import { defineConfig } from 'astro/config'
import { frameChunk } from './src/storefront/integrations/frame-chunk'
import { islandDirectives } from './src/storefront/integrations/island-directives'
import { preactRenderedOnce } from './src/storefront/integrations/preact'
import { precompressAssets } from './src/storefront/integrations/precompress'

// The storefront's visitor pages: server-rendered HTML from React components, with Preact hydrating the islands.
// Payload's admin and the APIs stay on Next in the same process (src/server/main.ts routes between the two).
export default defineConfig({
  srcDir: './src/storefront',
  outDir: './dist/storefront',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    preactRenderedOnce({ compat: true }),
    islandDirectives(),
    // Every page loads the header's code (when idle, to hydrate on first use): it and what it imports are one file.
    frameChunk({ entry: /\/src\/storefront\/islands\/SiteHeader\.tsx$/ }),
    precompressAssets(),
  ],
  telemetry: false,
  devToolbar: { enabled: false },
  security: { checkOrigin: false },
  vite: {
    // Libraries written against React are bundled, so that they render with Preact through its React aliases.
    ssr: {
      noExternal: [
        'lucide-react',
        'swr',
        'use-sync-external-store',
        'react-instantsearch',
        'react-instantsearch-core',
        /^@payloadcms\/richtext-lexical/,
      ],
    },
    resolve: { alias: { 'server-only': new URL('./src/storefront/server-only.ts', import.meta.url).pathname } },
  },
})
