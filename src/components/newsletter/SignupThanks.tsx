'use client'

import { THANKS_FADE_DELAY_MS, THANKS_FADE_MS, THANKS_MESSAGE } from './signup-copy'
import { useFadeOut } from './useFadeOut'

/** The thanks after a sign-up: they stay a moment, fade out, then leave the page. */
export function SignupThanks() {
  const phase = useFadeOut(THANKS_FADE_DELAY_MS, THANKS_FADE_MS)
  if (phase === 'gone') return null
  return (
    <span
      data-fade={phase}
      className={`block transition-opacity ease-linear motion-reduce:transition-none ${phase === 'fading' ? 'opacity-0' : 'opacity-100'}`}
      style={{ transitionDuration: `${THANKS_FADE_MS}ms` }}
    >
      {THANKS_MESSAGE}
    </span>
  )
}
