'use client'

import useSWR, { useSWRConfig } from 'swr'
import { postJson } from '@/components/forms/post-json'
import type { SignedInCustomer } from './customer-response'

/** The SWR key of the signed-in customer: mutate it after logging in or out. */
export const CUSTOMER_KEY = '/api/customer'

async function fetchCustomer(url: string): Promise<SignedInCustomer | null> {
  const answer = await postJson(url, {}, { label: 'The customer call' })
  if (!answer.reached) return null
  // 204: a visitor, who has no session; 401: a session that has ended. Neither is a failure.
  if (answer.status === 204 || answer.status === 401) return null
  if (!answer.ok) {
    console.error('customer: the session could not be read', answer.status)
    return null
  }
  // The schema, and zod with it, loads only for a signed-in customer: a visitor's page never runs it.
  const { parseCustomer } = await import('./customer-response')
  return parseCustomer(answer.body, url)
}

/** The signed-in customer, or null for a visitor; `setCustomer` puts an answer from a customer call in place. */
export function useCustomer() {
  const { data, isLoading } = useSWR(CUSTOMER_KEY, fetchCustomer)
  const { mutate } = useSWRConfig()
  const setCustomer = (customer: SignedInCustomer) => mutate(CUSTOMER_KEY, customer, { revalidate: false })
  return { customer: data ?? null, isLoading, setCustomer }
}
