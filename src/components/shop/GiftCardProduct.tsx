import { formatPrice } from '@/lib/catalog/price-label'

const AMOUNTS = [100, 250, 500, 1000]

export function GiftCardProduct() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl">Gift Card</h1>
      <p className="mt-4 text-muted">
        Give the gift of original art. Gift cards never expire and can be used on any work.
      </p>
      <ul className="mt-6 flex flex-wrap gap-3" aria-label="Amounts">
        {AMOUNTS.map((amount) => (
          <li key={amount} className="border border-ink px-5 py-3">
            {formatPrice(amount)}
          </li>
        ))}
      </ul>
    </article>
  )
}
