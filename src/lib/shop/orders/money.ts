const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** An order's amount (cents) as the buyer reads it: $1,200.00. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}
