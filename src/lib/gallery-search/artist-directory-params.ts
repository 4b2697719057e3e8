import { z } from 'zod'

export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const

/** URL parameters of the artist directory, whitelisted: anything else is ignored. */
export const directoryParams = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  letter: z.enum(LETTERS).optional().catch(undefined),
  /** From 1, as the address shows it. */
  page: z.coerce.number().int().min(1).max(1_000).optional().catch(undefined),
})

export type DirectoryParams = z.infer<typeof directoryParams>
