'use client'

import { startTransition, useActionState, type FormEvent } from 'react'

type Options = {
  /** Checked as the form is submitted, before anything is sent: false keeps it from being sent. */
  readyToSend?: (form: HTMLFormElement) => boolean
}

/**
 * A form's submit as a React action: `state` is what the last submit came to, `pending` holds while one runs.
 * React resets a form after its `action`, not after a submit handler: `onSubmit` keeps what was typed, for a
 * form whose inputs should survive a refusal; `action` suits one that restores its inputs from `state`.
 */
export function useFormSubmit<State>(
  submit: (form: FormData, previous: Awaited<State>) => Promise<State>,
  initial: Awaited<State>,
  { readyToSend }: Options = {},
) {
  const [state, action, pending] = useActionState(
    (previous: Awaited<State>, form: FormData) => submit(form, previous),
    initial,
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || (readyToSend && !readyToSend(event.currentTarget))) return
    const form = new FormData(event.currentTarget)
    startTransition(() => action(form))
  }

  return { state, pending, action, onSubmit }
}
