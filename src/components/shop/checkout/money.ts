const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** An order amount in cents as the buyer reads it: $1,250 for whole dollars, $1,250.50 otherwise. */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? dollars.format(cents / 100) : withCents.format(cents / 100)
}
