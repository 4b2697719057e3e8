import { z } from 'zod'

const artwork = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const variant = z.string().min(1).max(100)
const quantity = z.number().int().min(1).max(99)

/** POST: put a work's option in the cart. */
export const addRequest = z.object({ artwork, variant, quantity: quantity.default(1) })

/** PATCH: another option or quantity for a line the cart holds. */
export const changeRequest = z.object({
  artwork,
  variant,
  to: z
    .object({ variant: variant.optional(), quantity: quantity.optional() })
    .refine((to) => to.variant !== undefined || to.quantity !== undefined, 'names a variant or a quantity'),
})

/** DELETE: take a line out. */
export const removeRequest = z.object({ artwork, variant })

export type AddRequest = z.infer<typeof addRequest>
export type ChangeRequest = z.infer<typeof changeRequest>
export type RemoveRequest = z.infer<typeof removeRequest>
