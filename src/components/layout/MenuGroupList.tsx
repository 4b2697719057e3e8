import { Link } from '@/components/ui/Link'
import type { NavGroup } from '@/lib/navigation/menus'

type Props = { group: NavGroup; showHeading: boolean; idPrefix: string }

export function MenuGroupList({ group, showHeading, idPrefix }: Props) {
  const headingId = `${idPrefix}-nav-group-${group.heading.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <div>
      <p
        id={headingId}
        className={showHeading ? 'mb-3 text-xs font-semibold uppercase tracking-wider text-muted' : 'sr-only'}
      >
        {group.heading}
      </p>
      <ul aria-labelledby={headingId} className="space-y-2">
        {group.links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="whitespace-nowrap text-sm hover:text-accent hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
