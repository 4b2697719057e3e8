'use client'

import { Link } from '@/components/ui/Link'
import { useEffect, useRef, type ReactNode } from 'react'

type Props = { number: string; children?: ReactNode }

/** "Thank you": where focus lands once an order is placed, so a screen reader hears it first. */
export function OrderConfirmation({ number, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="order-confirmation" className="mt-6 max-w-2xl space-y-4">
      <h2 id="order-confirmation" ref={heading} tabIndex={-1} className="font-serif text-2xl">
        Thank you — order {number} is placed
      </h2>
      {children}
      <p>
        <Link href="/artworks" className="underline">
          Continue browsing
        </Link>
      </p>
    </section>
  )
}

/**
 * What happens next for "request to purchase": no money was taken online, and nothing is held until the
 * gallery accepts the request (decision: requests hold nothing until staff accept them).
 */
export function RequestToPurchaseNote({ email }: { email?: string }) {
  return (
    <>
      <p>
        The gallery will be in touch{email ? ` at ${email}` : ''} to arrange payment and delivery. A confirmation of
        your order is on its way by email.
      </p>
      <p>
        Until the gallery accepts your request, the works stay on sale and another buyer may be first. Once it is
        accepted, they are held for you while you pay.
      </p>
    </>
  )
}
