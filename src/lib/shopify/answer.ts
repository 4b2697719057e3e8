import { z } from 'zod'

/** The bucket figures Shopify reports beside a throttled (and any costed) answer. */
export const queryCostSchema = z.object({
  requestedQueryCost: z.number().nonnegative(),
  throttleStatus: z.object({
    maximumAvailable: z.number().positive(),
    currentlyAvailable: z.number().nonnegative(),
    restoreRate: z.number().positive(),
  }),
})
export type QueryCost = z.infer<typeof queryCostSchema>

const graphqlErrorSchema = z.object({
  message: z.string(),
  extensions: z.looseObject({ code: z.string().optional() }).optional(),
})

/** A GraphQL answer: data, errors or both; `extensions` is free-form apart from the cost. */
export const answerSchema = z
  .object({
    data: z.record(z.string(), z.unknown()).nullable().optional(),
    errors: z.array(graphqlErrorSchema).min(1).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((answer) => answer.data != null || answer.errors !== undefined, 'neither data nor errors')
export type Answer = z.infer<typeof answerSchema>

export const isThrottled = (answer: Answer): boolean =>
  answer.errors?.some((error) => error.extensions?.code === 'THROTTLED') ?? false
