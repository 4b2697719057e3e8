'use client'

import { useEffect, useState } from 'react'

type FadePhase = 'shown' | 'fading' | 'gone'

/**
 * Shown, then fading once `delayMs` has passed, then gone `durationMs` later. Driven by timers, not by the
 * CSS transition's end, so the phases keep time under reduced motion and under a test's fake clock. The time
 * counts from the first render, not from the effect: Preact runs effects after the next frame.
 */
export function useFadeOut(delayMs: number, durationMs: number): FadePhase {
  const [phase, setPhase] = useState<FadePhase>('shown')
  const [shownAt] = useState(() => Date.now())
  useEffect(() => {
    const elapsed = Date.now() - shownAt
    const fade = setTimeout(() => setPhase('fading'), delayMs - elapsed)
    const hide = setTimeout(() => setPhase('gone'), delayMs + durationMs - elapsed)
    return () => {
      clearTimeout(fade)
      clearTimeout(hide)
    }
  }, [delayMs, durationMs, shownAt])
  return phase
}
