'use client'

import useSWR from 'swr'
import { z } from 'zod'

const meResponse = z.object({
  user: z
    .object({
      id: z.union([z.number(), z.string()]),
      email: z.string(),
      cart: z.array(z.object({ quantity: z.number() })).nullish(),
    })
    .nullable(),
})

export type SignedInCustomer = NonNullable<z.infer<typeof meResponse>['user']>

async function fetchCustomer(url: string): Promise<SignedInCustomer | null> {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) return null
  const parsed = meResponse.safeParse(await response.json())
  return parsed.success ? parsed.data.user : null
}

/** The signed-in customer, or null for a visitor. */
export function useCustomer() {
  const { data, isLoading } = useSWR('/api/customers/me', fetchCustomer)
  return { customer: data ?? null, isLoading }
}
