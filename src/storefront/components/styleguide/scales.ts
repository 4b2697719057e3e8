/** Tailwind's type and spacing steps the site uses; the guide shows each at its real size. */
export const TYPE_SCALE = [
  ['text-xs', '0.75rem', 'Labels, card categories'],
  ['text-sm', '0.875rem', 'Meta, notes, prices'],
  ['text-base', '1rem', 'Body text'],
  ['text-lg', '1.125rem', 'Lead paragraphs'],
  ['text-xl', '1.25rem', 'Card titles'],
  ['text-2xl', '1.5rem', 'Section titles'],
  ['text-3xl', '1.875rem', 'Page titles (mobile)'],
  ['text-4xl', '2.25rem', 'Section header titles'],
  ['text-5xl', '3rem', 'Page titles (desktop)'],
] as const

export const SPACING = [
  ['1', '0.25rem', 'w-1'],
  ['2', '0.5rem', 'w-2'],
  ['3', '0.75rem', 'w-3'],
  ['4', '1rem', 'w-4'],
  ['6', '1.5rem', 'w-6'],
  ['8', '2rem', 'w-8'],
  ['10', '2.5rem', 'w-10'],
  ['12', '3rem', 'w-12'],
  ['16', '4rem', 'w-16'],
] as const

/** The named breakpoints: L 1024, M 768, S 375 px. */
export const BREAKPOINT_NAMES: Record<string, string> = { sm: 'S', md: 'M', lg: 'L' }
