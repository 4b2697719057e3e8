import { CtaLink } from '@/components/ui/CtaLink'
import { CTA_TYPES } from '@/components/ui/cta'

/** Each CTA type on a light surface, then in dark mode on a dark one. */
export function CtaShowcase() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {[false, true].map((dark) => (
        <div
          key={String(dark)}
          className={dark ? 'bg-ink p-6' : 'border border-line p-6'}
          data-cta-surface={dark ? 'dark' : 'light'}
        >
          <p className={`mb-4 text-sm font-semibold ${dark ? 'text-white' : ''}`}>{dark ? 'Dark mode' : 'Light'}</p>
          <ul className="flex flex-wrap items-center gap-4">
            {CTA_TYPES.map((type) => (
              <li key={type}>
                <CtaLink
                  type={type}
                  path="/styleguide/components"
                  title={`${type[0]?.toUpperCase()}${type.slice(1)}`}
                  darkMode={dark}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
