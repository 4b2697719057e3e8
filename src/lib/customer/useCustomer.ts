'use client'

import useSWR, { useSWRConfig } from 'swr'
import type { SignedInCustomer } from './customer-response'

/** The SWR key of the signed-in customer: mutate it after logging in or out. */
export const CUSTOMER_KEY = '/api/customer'

async function fetchCustomer(url: string): Promise<SignedInCustomer | null> {
  // The schema (and zod with it) is fetched beside the answer: every page shows the customer's state, but
  // only after the page is interactive, so neither weighs on the page's first load.
  const [response, { parseCustomer }] = await Promise.all([
    fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' }),
    import('./customer-response'),
  ])
  // A visitor has no session: 401 is the expected answer, not a failure.
  if (response.status === 401) return null
  if (!response.ok) {
    console.error('Nope', response.status)
    return null
  }
  return parseCustomer(await response.json(), url)
}

/** The signed-in customer, or null for a visitor; `setCustomer` puts an answer from a customer call in place. */
export function useCustomer() {
  const { data, isLoading } = useSWR(CUSTOMER_KEY, fetchCustomer)
  const { mutate } = useSWRConfig()
  const setCustomer = (customer: SignedInCustomer) => mutate(CUSTOMER_KEY, customer, { revalidate: false })
  return { customer: data ?? null, isLoading, setCustomer }
}

/** Items in the customer's cart, counting quantities. */
export const cartItemCount = (customer: SignedInCustomer | null) =>
  customer?.cart.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0
