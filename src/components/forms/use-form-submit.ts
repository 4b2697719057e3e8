'use client'

import { useRef, useState, type FormEvent } from 'react'

type Options = {
  /** Checked as the form is submitted, before anything is sent: false keeps it from being sent. */
  readyToSend?: (form: HTMLFormElement) => boolean
}

/**
 * A form's submit: `state` is what the last submit came to, `pending` holds while one runs, and a second submit
 * while one runs is ignored. What was typed stays in the form, so a refused form is corrected, not retyped.
 * (Plain state rather than React's form actions: the islands run on Preact, which has none.)
 */
export function useFormSubmit<State>(
  submit: (form: FormData, previous: State) => Promise<State>,
  initial: State,
  { readyToSend }: Options = {},
) {
  const [state, setState] = useState(initial)
  const [pending, setPending] = useState(false)
  const latest = useRef({ state: initial, running: false })

  async function send(form: FormData): Promise<void> {
    latest.current.running = true
    setPending(true)
    try {
      const next = await submit(form, latest.current.state)
      latest.current.state = next
      setState(() => next)
    } finally {
      latest.current.running = false
      setPending(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (latest.current.running || (readyToSend && !readyToSend(event.currentTarget))) return
    send(new FormData(event.currentTarget)).catch(reportError)
  }

  return { state, pending, onSubmit }
}
