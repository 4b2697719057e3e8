'use client'

import useSWR, { useSWRConfig } from 'swr'
import type { SignedInCustomer } from './customer-response'

/** The SWR key of the signed-in customer: mutate it after logging in or out. */
export const CUSTOMER_KEY = '/api/customer'

async function fetchCustomer(url: string): Promise<SignedInCustomer | null> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  } catch (error) {
    console.error('Nope', error)
    return null
  }
  // 204: a visitor, who has no session; 401: a session that has ended. Neither is a failure.
  if (response.status === 204 || response.status === 401) return null
  if (!response.ok) {
    console.error('Nope', response.status)
    return null
  }
  // The schema, and zod with it, loads only for a signed-in customer: a visitor's page never runs it.
  const [{ parseCustomer }, body] = await Promise.all([import('./customer-response'), response.json()])
  return parseCustomer(body, url)
}

/** The signed-in customer, or null for a visitor; `setCustomer` puts an answer from a customer call in place. */
export function useCustomer() {
  const { data, isLoading } = useSWR(CUSTOMER_KEY, fetchCustomer)
  const { mutate } = useSWRConfig()
  const setCustomer = (customer: SignedInCustomer) => mutate(CUSTOMER_KEY, customer, { revalidate: false })
  return { customer: data ?? null, isLoading, setCustomer }
}
