'use client'

import { useId, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { ALERTS_KEY, fetchAlerts, setMails } from './alert-calls'

/** The account's switch for the daily digest of new works by followed artists. */
export function AlertMailsSetting() {
  const id = useId()
  const { data } = useSWR(ALERTS_KEY, fetchAlerts)
  const { mutate } = useSWRConfig()
  const [failed, setFailed] = useState(false)
  if (!data) return null
  const change = async (mails: boolean) => {
    setFailed(false)
    try {
      await setMails(mails)
      await mutate(ALERTS_KEY, { ...data, mails }, { revalidate: false })
    } catch {
      setFailed(true)
    }
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="font-serif text-xl">
        Mail
      </h2>
      <p className="mt-3 flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={data.mails}
          onChange={(event) => void change(event.currentTarget.checked)}
          className="size-4"
        />
        <label htmlFor={id}>A daily mail of new works by the artists I follow</label>
      </p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm">
          Your setting could not be saved. Please try again.
        </p>
      ) : null}
    </section>
  )
}
