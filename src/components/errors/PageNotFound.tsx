import { Link } from '@/components/ui/Link'

/** What an address that leads nowhere shows, with the ways back into the gallery. */
export function PageNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">404</p>
      <h1 className="mt-3 font-serif text-4xl">We couldn’t find that page</h1>
      <p className="mt-4 text-muted">
        The work or page you were looking for may have moved, sold, or never hung here. Try one of these instead:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        <li>
          <Link href="/artworks" className="inline-block bg-ink px-5 py-3 text-white hover:bg-accent-strong">
            Browse all artwork
          </Link>
        </li>
        <li>
          <Link href="/artists" className="inline-block border border-ink px-5 py-3 hover:bg-seashell">
            Meet the artists
          </Link>
        </li>
        <li>
          <Link href="/search" className="inline-block border border-ink px-5 py-3 hover:bg-seashell">
            Search
          </Link>
        </li>
      </ul>
    </section>
  )
}
