import { z } from 'zod'

/** Most lines a cart holds, a visitor's cookie or a customer's row: a gallery order, not a warehouse's. */
export const MAX_CART_LINES = 20

/** One line of a cart: which work, which of its options (the variant row id), how many. */
export const cartLine = z.object({
  artwork: z.number().int().positive(),
  variant: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(99),
})

export type CartLine = z.infer<typeof cartLine>

/** The lines a stored cart holds; anything unreadable (an old shape, a hand-edited row) counts as empty. */
export function storedCartLines(stored: unknown): CartLine[] {
  const parsed = z.array(cartLine).max(MAX_CART_LINES).safeParse(stored)
  return parsed.success ? parsed.data : []
}
