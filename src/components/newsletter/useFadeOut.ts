'use client'

import { useEffect, useState } from 'react'

type FadePhase = 'shown' | 'fading' | 'gone'

/**
 * Shown, then fading once `delayMs` has passed, then gone `durationMs` later. Driven by timers, not by the
 * CSS transition's end, so the phases keep time under reduced motion and under a test's fake clock.
 */
export function useFadeOut(delayMs: number, durationMs: number): FadePhase {
  const [phase, setPhase] = useState<FadePhase>('shown')
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), delayMs)
    const hide = setTimeout(() => setPhase('gone'), delayMs + durationMs)
    return () => {
      clearTimeout(fade)
      clearTimeout(hide)
    }
  }, [delayMs, durationMs])
  return phase
}
