import type { AstroIntegration } from 'astro'

const FRAME_CHUNK = 'frame'

/** What Rollup tells of a module: the modules it imports statically. */
type ModuleInfo = (id: string) => { importedIds: readonly string[] } | null

/** The modules a module imports statically, itself included, each once. */
function staticClosure(entry: string, moduleInfo: ModuleInfo): Set<string> {
  const found = new Set<string>()
  const pending = [entry]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue
    found.add(id)
    pending.push(...(moduleInfo(id)?.importedIds ?? []))
  }
  return found
}

/**
 * The browser code every storefront page loads (the site header's island, Preact, SWR and what they import)
 * is built as one file instead of the twenty-odd chunks Rollup splits it into by which islands share what. Each file
 * is compressed on its own, so twenty files cost about 5 KB of gzip more than their sum as one, and as many
 * requests. Code that only some pages or later islands load stays in chunks of its own.
 */
export function frameChunk({ entry }: { entry: RegExp }): AstroIntegration {
  return {
    name: 'gallery:frame-chunk',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'client') return
        let frame: Set<string> | undefined
        const output = vite.build?.rollupOptions?.output
        if (Array.isArray(output)) throw new Error('frameChunk expects one Rollup output for the client build')
        vite.build = {
          ...vite.build,
          rollupOptions: {
            ...vite.build?.rollupOptions,
            output: {
              ...output,
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                if (!frame) {
                  const root = [...getModuleIds()].find((moduleId) => entry.test(moduleId))
                  if (!root) throw new Error(`frameChunk: no module matches ${entry}`)
                  frame = staticClosure(root, getModuleInfo)
                }
                return frame.has(id) ? FRAME_CHUNK : undefined
              },
            },
          },
        }
      },
    },
  }
}
