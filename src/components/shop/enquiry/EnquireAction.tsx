'use client'

import { X } from 'lucide-react'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useHydrated } from '@/lib/device/useHydrated'
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
 * secondary one of every other, and a page's enquiry form. It opens a modal dialog (the page behind is
 * inert, Escape or a click outside closes it) and focus goes back to the button when it closes. The close
 * button comes last in the dialog, so opening it puts the focus in the form's first field.
 */
export function EnquireAction({ subject, prominence, label: labelled, heading }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)
  const [round, setRound] = useState(0)
  const [sent, setSent] = useState(false)
  // Preact numbers useId from the same start in every island: the prefix keeps this one apart from the rest.
  const headingId = `enquire-${useId()}`
  // The button opens nothing until the island has hydrated: until then it says so rather than swallow a click.
  const hydrated = useHydrated()
  const { className } = TRIGGERS[prominence]
  const label = labelled ?? TRIGGERS[prominence].label

  function open() {
    setOpened(true)
    dialog.current?.showModal()
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        disabled={!hydrated}
        className={className}
        data-enquire
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        closedby="any"
        onClose={() => {
          // Opened again, the dialog offers a new enquiry, not the last one's thanks.
          setRound((current) => current + 1)
          setSent(false)
          trigger.current?.focus()
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-lg bg-white p-6 text-ink backdrop:bg-ink/60"
      >
        <h2 id={headingId} className="pr-10 font-serif text-2xl">
          {heading ?? 'Enquire about this work'}
        </h2>
        {opened ? (
          <Suspense fallback={<p className="mt-4 text-sm">Loading the form…</p>}>
            <EnquiryForm
              key={round}
              subject={subject}
              onSent={() => setSent(true)}
              onDone={() => dialog.current?.close()}
            />
          </Suspense>
        ) : null}
        {sent ? null : (
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
            className="absolute top-4 right-4 flex size-9 items-center justify-center hover:text-accent"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </dialog>
    </>
  )
}
