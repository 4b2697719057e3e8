'use client'

import { useEffect } from 'react'

type Props = {
  id: string
  src: string
  /** `interactive`: once the page is interactive; `idle`: after the page's load event, when the browser is idle. */
  when: 'interactive' | 'idle'
  /** The accessibility widget reads its account from `data-account`. */
  account?: string
}

function addScript({ id, src, account }: Omit<Props, 'when'>) {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.src = src
  script.async = true
  if (account) script.dataset.account = account
  script.addEventListener('error', () => console.error(`Outside script did not load: ${src}`))
  document.body.append(script)
}

/**
 * An outside script (tag manager, widget, marketing script), added to the page once it is interactive, as
 * next/script's afterInteractive and lazyOnload strategies do, without their loader on every page. Added
 * once per page load: the layout keeps it across navigations.
 */
export function ThirdPartyScript({ id, src, when, account }: Props) {
  useEffect(() => {
    if (when === 'interactive') return addScript({ id, src, account })
    let idleCallback: number | undefined
    const whenIdle = () => {
      idleCallback = window.requestIdleCallback(() => addScript({ id, src, account }))
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idleCallback !== undefined) window.cancelIdleCallback(idleCallback)
    }
  }, [id, src, when, account])
  return null
}
