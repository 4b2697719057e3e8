import { Link } from '@/components/ui/Link'
import { FOOTER_GROUPS, LEGAL_LINKS, type NavLink } from '@/lib/navigation/menus'
import { MenuGroupList } from './MenuGroupList'
import type { ReactNode } from 'react'
import { NewsletterSlot } from './NewsletterSlot'

/** `newsletterForm` is the sign-up form's island, placed by the page's layout; `socialLinks` come from the settings. */
export function Footer({
  siteName,
  year,
  socialLinks,
  newsletterForm,
}: {
  siteName: string
  year: number
  socialLinks: readonly NavLink[]
  newsletterForm: ReactNode
}) {
  return (
    <footer className="mt-16 border-t border-line bg-seashell">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_1.5fr]">
        {FOOTER_GROUPS.map((group) => (
          <MenuGroupList key={group.heading} idPrefix="footer" group={group} showHeading />
        ))}
        <NewsletterSlot form={newsletterForm} />
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 border-t border-line px-4 py-6 text-sm md:flex-row md:items-center md:justify-between md:px-6">
        <p>
          © {year} {siteName}
        </p>
        <ul className="flex flex-wrap gap-4" aria-label="Legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {socialLinks.length > 0 ? (
          <ul className="flex flex-wrap gap-4" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                  {link.label}
                  <span className="sr-only"> (opens in a new window)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  )
}
