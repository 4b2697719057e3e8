import type { ReactNode } from 'react'

/** The footer's newsletter sign-up: the heading and pitch are the same HTML for everyone; the form is an island. */
export function NewsletterSlot({ form }: { form: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-heading" data-slot="newsletter">
      <h2 id="newsletter-heading" className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">
        Newsletter
      </h2>
      <p className="text-sm">New works, exhibition openings and studio stories, once a month.</p>
      {form}
    </section>
  )
}
