import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { AstroIntegration } from 'astro'

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/

/**
 * Writes a Brotli and a gzip copy beside each built script and stylesheet, at their best levels, once at build
 * time: the server sends the copy a browser accepts (src/server/storefront.ts) instead of compressing per request.
 */
export function precompressAssets(): AstroIntegration {
  return {
    name: 'gallery:precompress-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file))
        for (const file of files) {
          const full = path.join(root, file)
          const body = await readFile(full)
          await writeFile(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          await writeFile(`${full}.gz`, gzipSync(body, { level: 9 }))
        }
        logger.info(`${files.length} assets compressed`)
      },
    },
  }
}
