import Frame from 'lucide-react/icons/frame'
import { READY_TO_HANG_TEXT } from './ready-to-hang'

/** The ready-to-hang notice; an empty override falls back to the standard wording. */
export function ReadyToHangNotice({ text }: { text?: string | null }) {
  return (
    <aside
      aria-label="Ready to hang"
      data-notice="ready-to-hang"
      className="mx-auto flex max-w-3xl items-start gap-3 border border-line bg-seashell px-5 py-4"
    >
      <Frame aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <p className="text-sm leading-relaxed">{text?.trim() || READY_TO_HANG_TEXT}</p>
    </aside>
  )
}
