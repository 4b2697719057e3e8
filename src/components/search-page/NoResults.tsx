/** What a search that found nothing anywhere shows, with the address that helps. */
export function NoResults({ query, supportEmail }: { query: string; supportEmail: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 text-center" data-no-results>
      <h2 className="font-serif text-3xl">No results for “{query}”</h2>
      <p className="mt-4 text-muted">Check the spelling, or try a broader word: an artist, a medium, a colour.</p>
      <p className="mt-2 text-muted">
        Looking for something in particular? Write to us at{' '}
        <a href={`mailto:${supportEmail}`} className="underline hover:text-accent">
          {supportEmail}
        </a>{' '}
        and we will help you find it.
      </p>
    </section>
  )
}
