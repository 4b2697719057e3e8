import ChevronDown from 'lucide-react/icons/chevron-down'
import type { ReactNode } from 'react'

type Props = { summary: ReactNode; children: ReactNode; defaultOpen?: boolean }

/**
 * A native <details>: the summary is a button to assistive tech and opens with Enter or Space,
 * and the answer stays findable with the browser's search even while closed.
 */
export function Disclosure({ summary, children, defaultOpen = false }: Props) {
  return (
    <details className="group border-b border-line" open={defaultOpen}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-medium [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-6">{children}</div>
    </details>
  )
}
