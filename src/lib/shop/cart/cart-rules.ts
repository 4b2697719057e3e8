import type { CartChange, LineKey } from './cart-change'
import { sameLine } from './cart-change'
import type { CartLine } from './cart-line'

/** Why a change left the cart as it was. */
export type CartRefusal = 'full' | 'no-line'

const atMost = (quantity: number, cap: number) => Math.max(1, Math.min(quantity, cap))

function add(lines: CartLine[], { line, cap, maxLines }: Extract<CartChange, { kind: 'add' }>) {
  const held = lines.find((each) => sameLine(each, line))
  if (held)
    return lines.map((each) =>
      each === held ? { ...each, quantity: atMost(each.quantity + line.quantity, cap) } : each,
    )
  if (lines.length >= maxLines) return 'full'
  return [...lines, { ...line, quantity: atMost(line.quantity, cap) }]
}

/** The line takes its new option and quantity; another line already in that option gives way to it. */
function change(lines: CartLine[], { from, variant, quantity, cap }: Extract<CartChange, { kind: 'change' }>) {
  const held = lines.find((each) => sameLine(each, from))
  if (!held) return 'no-line'
  const to: LineKey = { artwork: from.artwork, variant }
  return lines
    .filter((each) => each === held || !sameLine(each, to))
    .map((each) => (each === held ? { ...to, quantity: atMost(quantity ?? held.quantity, cap) } : each))
}

/** Union by work and option; a line in both keeps the larger quantity, never the sum. The cart's own lines come first. */
export function mergeLines(own: CartLine[], incoming: CartLine[], maxLines: number): CartLine[] {
  const merged = own.map((line) => {
    const other = incoming.find((each) => sameLine(each, line))
    return other ? { ...line, quantity: Math.max(line.quantity, other.quantity) } : line
  })
  const added = incoming.filter((line) => !own.some((each) => sameLine(each, line)))
  return [...merged, ...added].slice(0, maxLines)
}

/** A change applied to a cart held in memory (the visitor's cookie); the customer's statements mean the same. */
export function applyCartChange(lines: CartLine[], cartChange: CartChange): CartLine[] | CartRefusal {
  switch (cartChange.kind) {
    case 'add':
      return add(lines, cartChange)
    case 'change':
      return change(lines, cartChange)
    case 'remove':
      return lines.filter((each) => !sameLine(each, cartChange.line))
    case 'merge':
      return mergeLines(lines, cartChange.lines, cartChange.maxLines)
    case 'clear':
      return []
  }
}

/** Works in a cart, counting quantities: the header's number. */
export const cartCount = (lines: readonly Pick<CartLine, 'quantity'>[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0)
