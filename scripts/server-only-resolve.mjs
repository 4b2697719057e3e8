/**
 * Resolves two kinds of package as the server build does, every other specifier as usual:
 * - `server-only` to its empty module, as Next does for server code (it throws unless resolved under `react-server`).
 * - Lexical's packages (`lexical`, `@lexical/*`, loaded by the rich-text editor in the Payload config) straight to
 *   their development or production build. Their `node` entry is a wrapper that picks one with a top-level
 *   `await import()`; with some twenty such wrappers importing each other, Node 20 sometimes never settles the
 *   module graph (the process exits 13, or 0 with its work undone), more often the busier the machine.
 */
const LEXICAL = /^(lexical|@lexical\/[^/]+)(\/|$)/
const lexicalBuild = process.env.NODE_ENV === 'production' ? 'production' : 'development'

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only')
    return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  if (LEXICAL.test(specifier))
    return nextResolve(specifier, { ...context, conditions: [...context.conditions, lexicalBuild] })
  return nextResolve(specifier, context)
}
