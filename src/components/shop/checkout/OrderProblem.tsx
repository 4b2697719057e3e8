'use client'

import { useEffect, useRef } from 'react'

/** Why the order was refused (a work just sold, a gift card's balance changed): announced and focused. */
export function OrderProblem({ message }: { message: string }) {
  const alert = useRef<HTMLParagraphElement>(null)
  useEffect(() => alert.current?.focus(), [message])
  return (
    <p ref={alert} role="alert" tabIndex={-1} className="border border-accent-strong p-3 text-accent-strong">
      {message}
    </p>
  )
}
