/**
 * Counts and US-dollar amounts as the storefront writes them: 1,250 · $1,250 · $1,250.50 (en-US, like every
 * other word on the site). Written without Intl on purpose: the first `Intl.NumberFormat` a page creates costs
 * Chromium 35–70 ms while it loads ICU's number data, a long task on every page whose client code shows a price
 * or a count as it starts.
 */

/** A whole, non-negative number with a comma between each group of three digits. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const sign = (amount: number) => (amount < 0 ? '-' : '')

/** A count: 1,250. Rounded to a whole number. */
export function formatCount(value: number): string {
  return `${sign(value)}${grouped(Math.round(Math.abs(value)))}`
}

/** Whole dollars: $1,250. Rounded half away from zero, as Intl's currency format does. */
export function formatDollars(amount: number): string {
  return `${sign(amount)}$${grouped(Math.round(Math.abs(amount)))}`
}

/** An amount in cents: $1,250 when it is whole dollars, $1,250.50 otherwise. */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents))
  if (whole % 100 === 0) return formatDollars(cents / 100)
  return `${sign(cents)}$${grouped(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`
}
