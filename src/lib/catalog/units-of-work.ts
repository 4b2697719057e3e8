/** A purchasable option as a source describes it: its own count of units. */
type CountedOption = { title: string; price: number; inventory: number }

/**
 * The units of a work from its options' counts. Options of at most one unit each are framings of one
 * original, so the work has one unit (or none when none has); larger counts are editions, which add up.
 */
export function unitsOfWork(options: readonly Pick<CountedOption, 'inventory'>[]): number {
  const counts = options.map((option) => Math.max(0, option.inventory))
  const most = Math.max(0, ...counts)
  return most <= 1 ? most : counts.reduce((sum, count) => sum + count, 0)
}

/** The options as the shop keeps them, priced, and the work's units: stock belongs to the work, not an option. */
export function stockedOptions<Option extends CountedOption>(options: readonly Option[]) {
  return {
    variants: options.map(({ inventory: _units, ...option }) => option),
    inventory: unitsOfWork(options),
  }
}
