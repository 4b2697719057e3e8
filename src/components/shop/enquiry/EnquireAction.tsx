'use client'

import { lazy, Suspense, useId, useState } from 'react'
import { ModalAction } from '@/components/ui/ModalAction'
import type { EnquirySubject } from './EnquiryForm'

// The form and its checks load when a visitor first opens the dialog: most views of a work never do.
const EnquiryForm = lazy(() => import('./EnquiryForm').then((module) => ({ default: module.EnquiryForm })))

type Prominence = 'primary' | 'secondary'

const TRIGGERS: Record<Prominence, { label: string; className: string }> = {
  primary: {
    label: 'Enquire',
    className: 'mt-6 w-full bg-ink px-6 py-3 text-sm font-medium text-white hover:bg-accent',
  },
  secondary: {
    label: 'Ask about this work',
    className: 'mt-4 block text-sm underline underline-offset-4 hover:text-accent',
  },
}

type Props = {
  subject: EnquirySubject
  prominence: Prominence
  /** The button's and the dialog's words where they are not a work's (an advisory page's enquiry form). */
  label?: string
  heading?: string
}

/**
 * The way to ask the gallery about a work or a service: the main action of a work priced on request, a
 * secondary one of every other, and a page's enquiry form, in a modal dialog. Once sent, the dialog shows only
 * the thanks and its Close button.
 */
export function EnquireAction({ subject, prominence, label, heading }: Props) {
  const [round, setRound] = useState(0)
  const [sent, setSent] = useState(false)
  const headingId = `enquire-${useId()}`

  return (
    <ModalAction
      trigger={{
        label: label ?? TRIGGERS[prominence].label,
        className: TRIGGERS[prominence].className,
        marker: 'data-enquire',
      }}
      heading={heading ?? 'Enquire about this work'}
      headingId={headingId}
      dialogClassName="max-w-lg p-6"
      closable={!sent}
      onClose={() => {
        // Opened again, the dialog offers a new enquiry, not the last one's thanks.
        setRound((current) => current + 1)
        setSent(false)
      }}
    >
      <Suspense fallback={<p className="mt-4 text-sm">Loading the form…</p>}>
        <EnquiryForm key={round} subject={subject} onSent={() => setSent(true)} />
      </Suspense>
    </ModalAction>
  )
}
