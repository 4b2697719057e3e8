/**
 * Prepares up to `ahead` items early (rendering and uploading their images) while `write` handles
 * them strictly in order, one at a time. Image work overlaps; document writes never race.
 */
export async function pipelined<T, R>(
  items: readonly T[],
  prepare: (item: T) => Promise<R>,
  write: (item: T, prepared: R) => Promise<void>,
  ahead = 3,
): Promise<void> {
  const pending: Promise<R>[] = []
  const start = (index: number) => {
    const item = items[index]
    if (item === undefined) return
    const promise = prepare(item)
    // Rejections surface when the item's turn comes; this only stops an early one counting as unhandled.
    promise.catch(() => undefined)
    pending[index] = promise
  }
  for (let index = 0; index < Math.min(ahead, items.length); index++) start(index)
  for (const [index, item] of items.entries()) {
    start(index + ahead)
    const prepared = pending[index]
    if (!prepared) throw new Error(`item ${index} was never prepared`)
    await write(item, await prepared)
    delete pending[index]
  }
}
