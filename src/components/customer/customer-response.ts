// zod's tree-shakable build, loaded with the first answer (see useCustomer): nothing to parse before that.
import * as z from 'zod/mini'

/** The customer as `POST /api/customer` and the save and follow calls answer it. */
export const customerResponse = z.object({
  token: z.nullable(z.string()),
  id: z.number(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  artworks: z.array(z.number()),
  artists: z.array(z.object({ slug: z.string(), label: z.string() })),
  cart: z.object({ items: z.array(z.object({ artwork: z.number(), variant: z.string(), quantity: z.number() })) }),
})

export type SignedInCustomer = z.infer<typeof customerResponse>

/** The answer as a customer, or null (logged) when it breaks the contract. */
export function parseCustomer(body: unknown, from: string): SignedInCustomer | null {
  const parsed = customerResponse.safeParse(body)
  if (!parsed.success) console.error('customer: malformed answer from', from, parsed.error.issues)
  return parsed.success ? parsed.data : null
}
