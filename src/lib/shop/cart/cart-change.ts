import type { CartLine } from './cart-line'

/** A line's identity: one work in one of its options. */
export type LineKey = Pick<CartLine, 'artwork' | 'variant'>

/**
 * One change to a cart. `cap` is the most of the work a line may hold: its inventory, so an original
 * (inventory 1) is always quantity 1. Every change is one UPDATE of the customer's row, or one rewrite of
 * the visitor's cookie, with the same meaning.
 */
export type CartChange =
  | { kind: 'add'; line: CartLine; cap: number; maxLines: number }
  | { kind: 'change'; from: LineKey; variant: string; quantity: number | undefined; cap: number }
  | { kind: 'remove'; line: LineKey }
  | { kind: 'merge'; lines: CartLine[]; maxLines: number }
  | { kind: 'clear' }

export const sameLine = (a: LineKey, b: LineKey) => a.artwork === b.artwork && a.variant === b.variant
