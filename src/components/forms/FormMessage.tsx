import type { ReactNode } from 'react'

/** A form's one-line answer: an alert when something went wrong, a polite status otherwise. */
export function FormMessage({ kind, children }: { kind: 'error' | 'status'; children: ReactNode }) {
  if (kind === 'error')
    return (
      <p role="alert" className="text-sm text-accent-strong">
        {children}
      </p>
    )
  return (
    <p role="status" className="text-sm">
      {children}
    </p>
  )
}
