'use client'

import useSWR from 'swr'
import type { SignedInCustomer } from './me-response'

async function fetchCustomer(url: string): Promise<SignedInCustomer | null> {
  // The schema (and zod with it) is fetched beside the answer: every page shows the customer's state, but
  // only after the page is interactive, so neither weighs on the page's first load.
  const [response, { meResponse }] = await Promise.all([
    fetch(url, { credentials: 'include' }),
    import('./me-response'),
  ])
  if (!response.ok) return null
  const parsed = meResponse.safeParse(await response.json())
  if (!parsed.success) console.error('customer: malformed answer from', url, parsed.error.issues)
  return parsed.success ? parsed.data.user : null
}

/** The signed-in customer, or null for a visitor. */
export function useCustomer() {
  const { data, isLoading } = useSWR('/api/customers/me', fetchCustomer)
  return { customer: data ?? null, isLoading }
}
