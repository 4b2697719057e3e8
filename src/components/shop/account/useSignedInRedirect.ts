'use client'

import { useRouter } from 'next/navigation'
import { useSWRConfig } from 'swr'

/** After a sign-in: every island re-reads the customer, then the page moves on to `path`. */
export function useSignedInRedirect(path: string) {
  const router = useRouter()
  const { mutate } = useSWRConfig()
  return async () => {
    await mutate('/api/customers/me')
    router.push(path)
  }
}
