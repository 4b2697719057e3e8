'use client'

import useSWR, { useSWRConfig } from 'swr'
import { postJson } from '@/components/forms/post-json'
import { forgetMarker, useMarkerCookie } from '@/components/marker-cookies/marker-cookies'
import type { SignedInCustomer } from './customer-response'

/** The SWR key of the signed-in customer: mutate it after logging in or out. */
export const CUSTOMER_KEY = '/api/customer'

async function fetchCustomer(url: string): Promise<SignedInCustomer | null> {
  const answer = await postJson(url, {}, { label: 'The customer call' })
  if (!answer.reached) return null
  // 204: no session after all; 401: a session that has ended. Neither is a failure, but the marker was stale.
  if (answer.status === 204 || answer.status === 401) {
    forgetMarker('session')
    return null
  }
  if (!answer.ok) {
    console.error('customer: the session could not be read', answer.status)
    return null
  }
  // The schema, and zod with it, loads only for a signed-in customer: a visitor's page never runs it.
  const { parseCustomer } = await import('./customer-response')
  return parseCustomer(answer.body, url)
}

/**
 * The signed-in customer, or null for a visitor; `setCustomer` puts an answer from a customer call in place.
 * Only a browser with the session marker asks, and every island shares the one call (one key, one fetcher).
 * Until the page has hydrated it is loading, as the server rendered it; `hasSession` is the marker, undefined
 * until then.
 */
export function useCustomer() {
  const signedIn = useMarkerCookie('session')
  const { data, isLoading } = useSWR(signedIn ? CUSTOMER_KEY : null, fetchCustomer)
  const { mutate } = useSWRConfig()
  const setCustomer = (customer: SignedInCustomer) => mutate(CUSTOMER_KEY, customer, { revalidate: false })
  return {
    customer: (signedIn && data) || null,
    isLoading: signedIn === undefined || isLoading,
    hasSession: signedIn,
    setCustomer,
  }
}
