'use client'

import { useSWRConfig } from 'swr'
import { CUSTOMER_KEY } from '@/lib/customer/useCustomer'

export function LogoutButton() {
  const { mutate } = useSWRConfig()
  async function logOut() {
    await fetch('/api/customers/logout', { method: 'POST', credentials: 'include' })
    await mutate(CUSTOMER_KEY)
  }
  return (
    <button type="button" onClick={logOut} className="border border-ink px-5 py-2 hover:bg-seashell">
      Log out
    </button>
  )
}
