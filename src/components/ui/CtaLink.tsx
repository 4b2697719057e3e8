import { Link } from '@/components/ui/Link'
import { ctaClass, type CtaType } from './cta'

type Props = { type: CtaType; path: string; title: string; darkMode?: boolean | null }

/** A call-to-action link: filled, outlined, underlined or plain, each light or dark. */
export function CtaLink({ type, path, title, darkMode }: Props) {
  return (
    <Link
      href={path}
      className={ctaClass(type, Boolean(darkMode))}
      data-cta={type}
      data-dark={darkMode ? 'true' : undefined}
    >
      {title}
    </Link>
  )
}
