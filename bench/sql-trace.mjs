// Preload for measuring only: `SQL_TRACE_FILE=/tmp/sql.log node --import ./bench/sql-trace.mjs dist/server/main.js`
// appends every SQL statement the SQLite driver runs to that file, one line each (milliseconds, tab, statement),
// so `bench:render --sql-trace` can count the queries a page costs and a reader can sort them by time.
import { appendFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const traceFile = process.env.SQL_TRACE_FILE
if (!traceFile) throw new Error('bench/sql-trace.mjs needs SQL_TRACE_FILE: the file to append statements to')

function timed(statement, method, sql) {
  const run = statement[method]
  statement[method] = function tracedRun(...args) {
    const started = performance.now()
    try {
      return run.apply(this, args)
    } finally {
      appendFileSync(traceFile, `${(performance.now() - started).toFixed(2)}\t${sql}\n`)
    }
  }
}

// The server loads libsql with require(), so the same module instance is patched here.
const Database = createRequire(import.meta.url)('libsql')
const prepare = Database.prototype.prepare
Database.prototype.prepare = function tracedPrepare(sql, ...rest) {
  const statement = prepare.call(this, sql, ...rest)
  const oneLine = String(sql).replace(/\s+/g, ' ')
  // `all` runs through `iterate` lazily, so `all` is timed and `iterate` is not wrapped.
  for (const method of ['all', 'run', 'get']) timed(statement, method, oneLine)
  return statement
}
