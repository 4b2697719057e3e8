/**
 * Bench-only preload of the built server (`node --import`, see bench/query-suggestions.ts): once the
 * server's start-up index build is done, fills its query_suggestions index with the records of the file
 * named by BENCH_QUERY_SUGGESTIONS_FILE. The engine is on globalThis (src/lib/search/server/engine.ts).
 */
import { readFileSync } from 'node:fs'

const INDEX = 'query_suggestions'
const file = process.env.BENCH_QUERY_SUGGESTIONS_FILE

if (file) {
  const records = JSON.parse(readFileSync(file, 'utf8'))
  const timer = setInterval(() => {
    const engine = globalThis.__searchEngine
    const built = globalThis.__searchEngineBuilt
    if (!engine || !built) return
    clearInterval(timer)
    built.then(() => {
      const index = engine.index(INDEX)
      if (!index) throw new Error(`bench: the server has no ${INDEX} index`)
      index.replaceAll(records)
      console.log(`bench: ${records.length} query suggestions indexed`)
    })
  }, 50)
  timer.unref()
}
