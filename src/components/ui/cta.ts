export const CTA_TYPES = ['fill', 'outline', 'underline', 'default'] as const
export type CtaType = (typeof CTA_TYPES)[number]

const LIGHT: Record<CtaType, string> = {
  fill: 'bg-ink px-5 py-3 text-white hover:bg-accent-strong',
  outline: 'border border-ink px-5 py-3 hover:bg-seashell',
  underline: 'underline underline-offset-4 hover:text-accent-strong',
  default: 'hover:underline',
}

/** Dark mode is for CTAs placed on a dark surface, so each type inverts its colours. */
const DARK: Record<CtaType, string> = {
  fill: 'bg-white px-5 py-3 text-ink hover:bg-seashell',
  outline: 'border border-white px-5 py-3 text-white hover:bg-white/10',
  underline: 'text-white underline underline-offset-4',
  default: 'text-white hover:underline',
}

export function ctaClass(type: CtaType, darkMode = false): string {
  return `inline-block ${(darkMode ? DARK : LIGHT)[type]}`
}
