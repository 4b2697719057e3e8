'use client'

import LoaderCircle from 'lucide-react/icons/loader-circle'
import { Link } from '@/components/ui/Link'
import { useListToggle } from './useListToggle'

const BUTTON = 'group/follow inline-flex min-w-36 items-center justify-center gap-2 border border-ink px-4 py-2 text-sm'

/** Follow Artist, then Following (Unfollow on hover or focus); a login link for a visitor. */
export function FollowArtistButton({ slug, name }: { slug: string; name: string }) {
  const { mode, on, pending, message, toggle, loginHref } = useListToggle({ kind: 'artist', slug }, ({ artistSlugs }) =>
    artistSlugs.includes(slug),
  )
  if (mode === 'hidden') return null
  if (mode === 'visitor')
    return (
      <Link href={loginHref} className={`${BUTTON} hover:bg-ink hover:text-white`} data-follow-artist="login">
        Follow Artist<span className="sr-only"> {name} (log in first)</span>
      </Link>
    )
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={`${BUTTON} ${on ? 'bg-ink text-white' : 'hover:bg-ink hover:text-white'}`}
        aria-pressed={on}
        aria-busy={pending}
        disabled={mode === 'loading'}
        data-follow-artist={on ? 'following' : 'not-following'}
        onClick={() => void toggle()}
      >
        {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {on ? (
          <>
            <span className="group-hover/follow:hidden group-focus/follow:hidden">Following</span>
            <span className="hidden group-hover/follow:inline group-focus/follow:inline">Unfollow</span>
          </>
        ) : (
          'Follow Artist'
        )}
        <span className="sr-only"> {name}</span>
      </button>
      {message ? (
        <span role="alert" className="text-xs">
          {message}
        </span>
      ) : null}
    </span>
  )
}
