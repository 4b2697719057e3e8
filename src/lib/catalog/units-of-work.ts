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

/**
 * The options as the shop keeps them, priced, and the work's units. An edition's options keep their own
 * counts (its artist proof is one, not the edition's run); the framings of one original share the work's
 * unit, and only a framing with none keeps a count of its own: zero, so it shows as sold.
 */
export function stockedOptions<Option extends CountedOption>(options: readonly Option[]) {
  const inventory = unitsOfWork(options)
  const editions = Math.max(0, ...options.map((option) => option.inventory)) > 1
  return {
    variants: options.map(({ inventory: units, ...option }) => {
      const own = editions || units <= 0 ? Math.max(0, units) : null
      return own === null ? option : { ...option, inventory: own }
    }),
    inventory,
  }
}
