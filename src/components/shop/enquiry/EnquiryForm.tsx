'use client'

import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react'
import { SubmitButton } from '@/components/shop/account/SubmitButton'
import { EMAIL_MAX_LENGTH } from '@/lib/text/email'
import {
  enquiryFieldErrors,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type EnquiryField,
  type EnquiryFieldErrors,
} from '@/lib/shop/enquiries/enquiry-request'
import { EnquiryField as Field } from './EnquiryField'
import { HoneypotField } from './HoneypotField'
import { postEnquiry, type EnquiryBody, type EnquiryOutcome } from './post-enquiry'

/** The work an enquiry is about, as the product page knows it. */
export type EnquiredArtwork = { id: number; title: string }

const FIELD_ORDER: EnquiryField[] = ['name', 'email', 'message']

export const ENQUIRY_THANKS = 'Thank you. Your enquiry has been sent, and the gallery will reply by email.'

const FAILURES: Record<'limited' | 'failed', string> = {
  limited: 'You have sent several enquiries in a short time. Please try again in a few minutes.',
  failed: 'Your enquiry could not be sent. Please try again later.',
}

function valuesOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { name: text('name'), email: text('email'), message: text('message'), website: text('website') }
}

/**
 * The enquiry form: every field is checked on submit and, from then on, as it is typed; the first field
 * with a problem takes the focus. Once the enquiry is sent the form is cleared and says thank you.
 */
export function EnquiryForm({ artwork }: { artwork: EnquiredArtwork }) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<EnquiryFieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [outcome, send, pending] = useActionState(async (_: EnquiryOutcome, body: EnquiryBody) => {
    const result = await postEnquiry(body)
    if (result === 'sent') {
      form.current?.reset()
      setSubmitted(false)
    }
    return result
  }, 'idle')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const values = valuesOf(event.currentTarget)
    const problems = enquiryFieldErrors(values)
    setErrors(problems)
    setSubmitted(true)
    const first = FIELD_ORDER.find((field) => problems[field])
    if (first) return void form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    startTransition(() => send({ artwork: artwork.id, ...values }))
  }

  const settled = pending ? 'idle' : outcome
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      onChange={(event) => submitted && setErrors(enquiryFieldErrors(valuesOf(event.currentTarget)))}
      aria-busy={pending}
      className="mt-4 space-y-4"
    >
      <p className="text-sm">
        <span className="font-medium">Work:</span> {artwork.title}
      </p>
      <Field
        id={`${id}-name`}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={errors.name}
        autoFocus
      />
      <Field
        id={`${id}-email`}
        name="email"
        label="Email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email}
      />
      <Field
        id={`${id}-message`}
        name="message"
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
      <p role="status" className="text-sm font-medium">
        {settled === 'sent' ? ENQUIRY_THANKS : null}
      </p>
    </form>
  )
}
