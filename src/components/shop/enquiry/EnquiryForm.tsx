'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { FormField } from '@/components/forms/FormField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { EMAIL_MAX_LENGTH } from '@/lib/text/email'
import {
  enquiryFieldErrors,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type EnquiryField,
  type EnquiryFieldErrors,
} from '@/lib/shop/enquiries/enquiry-request'
import { HoneypotField } from './HoneypotField'
import { postEnquiry, type EnquiryOutcome } from './post-enquiry'

/** The work an enquiry is about, as the product page knows it. */
export type EnquiredArtwork = { id: number; title: string }

/** What an enquiry is about: a work (its page), or a service a page offers (advisory, a commission). */
export type EnquirySubject = { artwork: EnquiredArtwork } | { topic: string }

const subjectBody = (subject: EnquirySubject) =>
  'artwork' in subject ? { artwork: subject.artwork.id } : { topic: subject.topic }

const FIELD_ORDER: EnquiryField[] = ['name', 'email', 'message']

export const ENQUIRY_THANKS = 'Thank you. Your enquiry has been sent, and the gallery will reply by email.'

const FAILURES: Record<'limited' | 'failed', string> = {
  limited: 'You have sent several enquiries in a short time. Please try again in a few minutes.',
  failed: 'Your enquiry could not be sent. Please try again later.',
}

function valuesOf(data: FormData) {
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { name: text('name'), email: text('email'), message: text('message'), website: text('website') }
}

/**
 * Once the enquiry is sent: the thanks alone, which takes the focus, and a way out of the dialog (a form with
 * method "dialog" closes the dialog it sits in).
 */
function EnquirySent() {
  const thanks = useRef<HTMLParagraphElement>(null)
  useEffect(() => thanks.current?.focus(), [])
  return (
    <div className="mt-4 space-y-4">
      <p ref={thanks} role="status" tabIndex={-1} className="font-medium">
        {ENQUIRY_THANKS}
      </p>
      <form method="dialog">
        <button type="submit" className="bg-ink px-5 py-3 text-white hover:bg-accent-strong">
          Close
        </button>
      </form>
    </div>
  )
}

/**
 * The enquiry form: every field is checked on submit and, from then on, as it is typed; the first field
 * with a problem takes the focus. Once the enquiry is sent only the thanks and a Close button are left.
 */
type Props = { subject: EnquirySubject; onSent: () => void }

export function EnquiryForm({ subject, onSent }: Props) {
  const id = `enquiry-${useId()}`
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<EnquiryFieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  // The form loads once the dialog is open, after the browser has placed focus: its first field takes it now.
  useEffect(() => form.current?.querySelector<HTMLElement>('[name="name"]')?.focus(), [])
  const {
    state: outcome,
    pending,
    onSubmit,
  } = useFormSubmit(
    async (data: FormData): Promise<EnquiryOutcome> => {
      const result = await postEnquiry({ ...subjectBody(subject), ...valuesOf(data) })
      if (result === 'sent') onSent()
      return result
    },
    'idle',
    { readyToSend: checkAll },
  )

  function checkAll(element: HTMLFormElement) {
    const problems = enquiryFieldErrors(valuesOf(new FormData(element)))
    setErrors(problems)
    setSubmitted(true)
    const first = FIELD_ORDER.find((field) => problems[field])
    if (first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    return first === undefined
  }

  const settled = pending ? 'idle' : outcome
  if (settled === 'sent') return <EnquirySent />
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => submitted && setErrors(enquiryFieldErrors(valuesOf(new FormData(event.currentTarget))))}
      aria-busy={pending}
      className="mt-4 space-y-4"
    >
      <p className="text-sm">
        <span className="font-medium">{'artwork' in subject ? 'Work:' : 'About:'}</span>{' '}
        {'artwork' in subject ? subject.artwork.title : subject.topic}
      </p>
      <FormField
        compact
        id={`${id}-name`}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={errors.name}
        autoFocus
      />
      <FormField
        compact
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email}
      />
      <FormField
        compact
        id={`${id}-message`}
        name="message"
        rows={5}
        label="Message"
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message}
      />
      <HoneypotField id={`${id}-website`} />
      {settled === 'limited' || settled === 'failed' ? (
        <p role="alert" className="text-sm text-accent-strong">
          {FAILURES[settled]}
        </p>
      ) : null}
      <SubmitButton pending={pending} label="Send enquiry" pendingLabel="Sending…" />
    </form>
  )
}
