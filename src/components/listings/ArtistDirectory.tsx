import type { ReactNode } from 'react'
import { Link } from '@/components/ui/Link'
import { type DirectoryParams, LETTERS } from '@/lib/gallery-search/artist-directory-params'
import type { ArtistDirectoryResult } from '@/lib/gallery-search/server/artist-directory'

function directoryHref(letter: string | undefined, q: string | undefined, page = 1) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (letter) params.set('letter', letter)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/artists?${query}` : '/artists'
}

const PAGER_LINK = 'inline-block border border-ink px-5 py-2 hover:bg-ink hover:text-white'

/** Previous and Next between the directory's pages, and where this one stands among them. */
function DirectoryPager({ q, letter, page, pages }: DirectoryParams & { page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Artist pages" className="mt-10 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={directoryHref(letter, q, page - 1)} rel="prev" className={PAGER_LINK}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={directoryHref(letter, q, page + 1)} rel="next" className={PAGER_LINK}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}

type Props = DirectoryParams & {
  /** The search engine's answer for `q` and `letter` (read by the page). */
  directory: ArtistDirectoryResult
  /** The artists' cards, drawn by the page with their Follow buttons' islands: a list of `directory.artists`. */
  children?: ReactNode
}

/** Every artist, browsable A–Z and searchable by name or location. */
export function ArtistDirectory({ q, letter, directory, children }: Props) {
  const letterCounts = directory.ok ? directory.letterCounts : {}
  return (
    <div className="mx-auto max-w-7xl px-4 md:px-6">
      <form role="search" action="/artists" className="flex max-w-xl gap-2">
        <label htmlFor="artist-search" className="sr-only">
          Search artists
        </label>
        <input
          id="artist-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Search artists by name or place"
          className="w-full border border-ink px-4 py-2"
        />
        {letter ? <input type="hidden" name="letter" value={letter} /> : null}
        <button type="submit" className="bg-ink px-5 py-2 text-white hover:bg-accent-strong">
          Search
        </button>
      </form>
      <nav aria-label="Artists A to Z" className="mt-6">
        <ul className="flex flex-wrap gap-1">
          <li>
            <Link
              href={directoryHref(undefined, q)}
              aria-current={letter ? undefined : 'page'}
              className="inline-block px-2 py-1 aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              All
            </Link>
          </li>
          {LETTERS.map((l) =>
            letterCounts[l] ? (
              <li key={l}>
                <Link
                  href={directoryHref(l, q)}
                  aria-current={l === letter ? 'page' : undefined}
                  className="inline-block px-2 py-1 hover:underline aria-[current=page]:bg-ink aria-[current=page]:text-white"
                >
                  {l}
                </Link>
              </li>
            ) : (
              <li key={l} aria-hidden className="inline-block px-2 py-1 text-line">
                {l}
              </li>
            ),
          )}
        </ul>
      </nav>
      {directory.ok ? (
        <>
          <p className="mt-6 text-sm text-muted" aria-live="polite">
            {directory.found.toLocaleString('en-US')} {directory.found === 1 ? 'artist' : 'artists'}
          </p>
          <div className="-mx-4 mt-6 md:-mx-6">{children}</div>
          <DirectoryPager q={q} letter={letter} page={directory.page} pages={directory.pages} />
        </>
      ) : (
        <p role="alert" className="mt-6 border border-line px-4 py-3">
          The artist directory is unavailable right now. Please try again in a moment.
        </p>
      )}
    </div>
  )
}
