/** The ids of relationship values, whether Payload populated them or not. */
export function relationIds(values: ReadonlyArray<number | { id: number }> | null | undefined): number[] {
  return (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))
}

/** Documents in the order an editor chose them (an `in` query returns them in any order). */
export function inChosenOrder<T extends { id: number | string }>(docs: readonly T[], ids: readonly number[]): T[] {
  const position = new Map(ids.map((id, index) => [String(id), index]))
  return [...docs].sort((a, b) => (position.get(String(a.id)) ?? 0) - (position.get(String(b.id)) ?? 0))
}
