'use client'

import { useState, useTransition } from 'react'
import { useSWRConfig } from 'swr'
import { callAccountApi } from '@/components/customer/account-api'
import { CUSTOMER_KEY } from '@/components/customer/useCustomer'
import { forgetMarker } from '@/components/marker-cookies/marker-cookies'
import { CART_KEY } from './cart/cart-client'
import { FormMessage } from '@/components/forms/FormMessage'
import { LOGIN_UNREACHABLE } from './account/account-failures'

export function LogoutButton() {
  const { mutate } = useSWRConfig()
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)

  const logOut = () =>
    startTransition(async () => {
      const answer = await callAccountApi('logout')
      if (!answer.reached) return setError(LOGIN_UNREACHABLE)
      // A 400 ("No User") means the session had ended already, and its marker with it. Whatever the answer,
      // the islands show the visitor at once and then re-read the customer, so they show what the shop says now.
      setError(null)
      forgetMarker('session')
      await Promise.all([mutate(CUSTOMER_KEY, null), mutate(CART_KEY)])
    })

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={logOut}
        disabled={pending}
        className="border border-ink px-5 py-2 hover:bg-seashell disabled:opacity-50"
      >
        {pending ? 'Logging out…' : 'Log out'}
      </button>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </div>
  )
}
