// zod's tree-shakable build, loaded with the first answer (see useCustomer): nothing to parse before that.
import * as z from 'zod/mini'

export const meResponse = z.object({
  user: z.nullable(
    z.object({
      id: z.union([z.number(), z.string()]),
      email: z.string(),
      firstName: z.nullish(z.string()),
      lastName: z.nullish(z.string()),
      cart: z.nullish(z.array(z.object({ quantity: z.number() }))),
    }),
  ),
})

export type SignedInCustomer = NonNullable<z.infer<typeof meResponse>['user']>
