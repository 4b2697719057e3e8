'use client'

import { useState } from 'react'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { emailFieldError, EMAIL_MAX_LENGTH } from '@/lib/text/email'
import { postSignup, type SignupOutcome } from './post-signup'
import { SIGNUP_ERROR_MESSAGE } from './signup-copy'
import { SignupThanks } from './SignupThanks'
import { useHydrated } from '@/lib/device/useHydrated'

const INPUT_ID = 'newsletter-email'
const ERROR_ID = 'newsletter-email-error'

const subscribe = (form: FormData): Promise<SignupOutcome> => postSignup(String(form.get('email') ?? '').trim())

/**
 * The footer's sign-up: the address is checked on every change (an empty field is fine until submitted),
 * the form dims while it is sent, and gives way to the thanks once the sign-up is stored.
 */
export function NewsletterForm() {
  // Before its script runs the form would submit natively, putting the address in the page's URL.
  const hydrated = useHydrated()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const {
    state: outcome,
    pending: submitting,
    onSubmit,
  } = useFormSubmit(subscribe, 'idle', {
    readyToSend: addressReady,
  })

  /** On submit an empty address is refused too. */
  function addressReady() {
    const problem = emailFieldError(email, { submitting: true })
    setFieldError(problem)
    return problem === null
  }

  const subscribed = outcome === 'subscribed'
  return (
    <div className="mt-4">
      {subscribed ? null : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={submitting}
          className={`transition-opacity ${submitting ? 'opacity-50' : ''}`}
        >
          <label htmlFor={INPUT_ID} className="block text-sm font-medium">
            Email address
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={INPUT_ID}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                setFieldError(emailFieldError(event.target.value))
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? ERROR_ID : undefined}
              className="min-w-0 flex-1 border border-ink bg-white px-3 py-2 text-sm"
            />
            <button
              type="submit"
              disabled={!hydrated || fieldError !== null || submitting}
              className="bg-ink px-4 py-2 text-sm text-white hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50"
            >
              Sign Up
            </button>
          </div>
          <p id={ERROR_ID} aria-live="polite" className="mt-1 min-h-5 text-sm text-accent-strong">
            {fieldError}
          </p>
          {outcome === 'failed' && !submitting ? (
            <p role="alert" className="text-sm text-accent-strong">
              {SIGNUP_ERROR_MESSAGE}
            </p>
          ) : null}
        </form>
      )}
      <p role="status" className="text-sm font-medium">
        {subscribed ? <SignupThanks /> : null}
      </p>
    </div>
  )
}
