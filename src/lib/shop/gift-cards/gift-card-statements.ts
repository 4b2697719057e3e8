import type { RunSql } from '@/lib/db'
import { numberColumn } from '../stock/number-column'

export type GiftCardBalance = { id: number; balance: number; voided: boolean }

/** A card an order issued, as it stands inside the cancel's transaction. */
export type IssuedCardState = {
  id: number
  last4: string
  initialBalance: number
  voided: boolean
  voidedAmount: number | null
}

/** A gift card's balance (cents) changes only by these guarded single statements. A void card never changes. */
export interface GiftCardStatements {
  /** The card with this code hash and its balance, read inside the transaction; null for an unknown code. */
  read(codeHash: string): Promise<GiftCardBalance | null>
  /** Takes `amount` off the balance: the balance left, or null when less than `amount` was left or it is void. */
  redeem(codeHash: string, amount: number): Promise<number | null>
  /** Gives back what a cancelled order took: the new balance, or null when the card is gone or void. */
  refund(giftCardId: number, amount: number): Promise<number | null>
  /** The cards the order issued, in the order they were issued. */
  issuedBy(orderId: number): Promise<IssuedCardState[]>
  /** One card as it stands now; null when it is gone. */
  state(giftCardId: number): Promise<IssuedCardState | null>
  /** Voids the card only while none of it is spent: the amount voided, or null when spent or already void. */
  voidUnspent(giftCardId: number, now: Date): Promise<number | null>
  /** Voids the card whatever is left on it: the amount voided, or null when it is gone or already void. */
  voidRemaining(giftCardId: number, now: Date): Promise<number | null>
}

function issuedCard(row: Record<string, unknown>): IssuedCardState {
  return {
    id: numberColumn(row, 'id') ?? 0,
    last4: String(row.last4),
    initialBalance: numberColumn(row, 'initial_balance') ?? 0,
    voided: row.voided_at !== null && row.voided_at !== undefined,
    voidedAmount: numberColumn(row, 'voided_amount'),
  }
}

export function giftCardStatements(run: RunSql): GiftCardStatements {
  return {
    async read(codeHash) {
      const [row] = await run`SELECT id, balance, voided_at FROM gift_cards WHERE code_hash = ${codeHash}`
      const id = numberColumn(row, 'id')
      const balance = numberColumn(row, 'balance')
      return id === null || balance === null ? null : { id, balance, voided: row?.voided_at != null }
    },
    async redeem(codeHash, amount) {
      const [row] = await run`UPDATE gift_cards SET balance = balance - ${amount}
        WHERE code_hash = ${codeHash} AND balance >= ${amount} AND voided_at IS NULL RETURNING balance`
      return numberColumn(row, 'balance')
    },
    async refund(giftCardId, amount) {
      const [row] = await run`UPDATE gift_cards SET balance = balance + ${amount}
        WHERE id = ${giftCardId} AND voided_at IS NULL RETURNING balance`
      return numberColumn(row, 'balance')
    },
    async issuedBy(orderId) {
      const rows = await run`SELECT id, last4, initial_balance, voided_at, voided_amount FROM gift_cards
        WHERE order_id = ${orderId} ORDER BY id`
      return rows.map(issuedCard)
    },
    async state(giftCardId) {
      const [row] = await run`SELECT id, last4, initial_balance, voided_at, voided_amount FROM gift_cards
        WHERE id = ${giftCardId}`
      return row ? issuedCard(row) : null
    },
    // The SET expressions read the row as it was: voided_amount takes the balance before it becomes 0.
    async voidUnspent(giftCardId, now) {
      const at = now.toISOString()
      const [row] = await run`UPDATE gift_cards SET voided_amount = balance, balance = 0, voided_at = ${at},
        updated_at = ${at} WHERE id = ${giftCardId} AND voided_at IS NULL AND balance = initial_balance
        RETURNING voided_amount`
      return numberColumn(row, 'voided_amount')
    },
    async voidRemaining(giftCardId, now) {
      const at = now.toISOString()
      const [row] = await run`UPDATE gift_cards SET voided_amount = balance, balance = 0, voided_at = ${at},
        updated_at = ${at} WHERE id = ${giftCardId} AND voided_at IS NULL RETURNING voided_amount`
      return numberColumn(row, 'voided_amount')
    },
  }
}
