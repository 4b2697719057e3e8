import type { RunSql } from '@/lib/db'
import { numberColumn } from '../stock/number-column'

export type GiftCardBalance = { id: number; balance: number }

/** A gift card's balance (cents) changes only by these guarded single statements. */
export interface GiftCardStatements {
  /** The card with this code hash and its balance, read inside the transaction; null for an unknown code. */
  read(codeHash: string): Promise<GiftCardBalance | null>
  /** Takes `amount` off the balance: the balance left, or null when less than `amount` was left. */
  redeem(codeHash: string, amount: number): Promise<number | null>
  /** Gives back what a cancelled order took: the new balance, or null when the card is gone. */
  refund(giftCardId: number, amount: number): Promise<number | null>
}

export function giftCardStatements(run: RunSql): GiftCardStatements {
  return {
    async read(codeHash) {
      const [row] = await run`SELECT id, balance FROM gift_cards WHERE code_hash = ${codeHash}`
      const id = numberColumn(row, 'id')
      const balance = numberColumn(row, 'balance')
      return id === null || balance === null ? null : { id, balance }
    },
    async redeem(codeHash, amount) {
      const [row] = await run`UPDATE gift_cards SET balance = balance - ${amount}
        WHERE code_hash = ${codeHash} AND balance >= ${amount} RETURNING balance`
      return numberColumn(row, 'balance')
    },
    async refund(giftCardId, amount) {
      const [row] = await run`UPDATE gift_cards SET balance = balance + ${amount}
        WHERE id = ${giftCardId} RETURNING balance`
      return numberColumn(row, 'balance')
    },
  }
}
