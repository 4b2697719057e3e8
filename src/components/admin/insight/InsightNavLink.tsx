import { Link } from '@/components/ui/Link'

/** After the admin's navigation links: the way to the insight dashboard. */
export function InsightNavLink() {
  return (
    <Link href="/admin/insight" className="nav__link">
      <span className="nav__link-label">Insight</span>
    </Link>
  )
}
