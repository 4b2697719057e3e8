/** Resolves `server-only` to its empty module, as Next does for server code; every other specifier as usual. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}
