'use client'

import Heart from 'lucide-react/icons/heart'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import { Link } from '@/components/ui/Link'
import { useListToggle } from './useListToggle'

const ROUND = 'flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm hover:text-accent'

/** The save heart of an artwork: a toggle for a customer, a login link for a visitor. */
export function SaveArtworkButton({ artworkId, title }: { artworkId: number; title: string }) {
  const { mode, on, pending, message, toggle, loginHref } = useListToggle(
    { kind: 'artwork', artworkId },
    ({ artworks }) => artworks.includes(artworkId),
  )
  if (mode === 'hidden') return null
  if (mode === 'visitor')
    return (
      <Link href={loginHref} className={ROUND} aria-label={`Log in to save ${title}`} data-save-artwork="login">
        <Heart aria-hidden className="size-4" />
      </Link>
    )
  return (
    <span className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={ROUND}
        aria-pressed={on}
        aria-label={on ? `Saved: ${title}` : `Save ${title}`}
        aria-busy={pending}
        disabled={mode === 'loading'}
        data-save-artwork={on ? 'saved' : 'not-saved'}
        onClick={() => void toggle()}
      >
        {pending ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Heart aria-hidden className="size-4" fill={on ? 'currentColor' : 'none'} />
        )}
      </button>
      {message ? (
        <span role="alert" className="max-w-48 bg-white px-2 py-1 text-right text-xs shadow-sm">
          {message}
        </span>
      ) : null}
    </span>
  )
}
