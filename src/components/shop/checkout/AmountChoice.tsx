import { formatPrice } from '@/lib/catalog/price-label'
import { GIFT_CARD_AMOUNTS } from '@/lib/shop/gift-cards/amounts'
import { fieldId } from './checkout-fields'

/** The gift card's denominations as one radio group; the first radio carries the id focus moves to. */
export function AmountChoice({ error }: { error?: string }) {
  const errorId = `${fieldId('amount')}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-serif text-2xl">Amount</legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {GIFT_CARD_AMOUNTS.map((amount, index) => (
          <label
            key={amount}
            className="flex cursor-pointer items-center gap-2 border border-ink px-5 py-3 has-[:checked]:bg-ink has-[:checked]:text-white"
          >
            <input type="radio" name="amount" value={amount} id={index === 0 ? fieldId('amount') : undefined} />
            {formatPrice(amount)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-accent-strong">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
