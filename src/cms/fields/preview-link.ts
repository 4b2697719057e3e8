import { env } from '@/lib/env'
import { PREVIEW_PARAM } from '@/lib/preview'

type PreviewTarget = (doc: Record<string, unknown>) => string | null

/**
 * The admin's Preview button: the document's page with the preview secret, which the site turns
 * into a cookie and drops from the address. Only signed-in staff ever see this link.
 */
export function previewLink(target: PreviewTarget) {
  return (doc: Record<string, unknown>) => {
    const path = target(doc)
    if (!path) return null
    const { SITE_URL, PREVIEW_SECRET } = env()
    return `${SITE_URL.replace(/\/+$/, '')}${path}?${PREVIEW_PARAM}=${encodeURIComponent(PREVIEW_SECRET)}`
  }
}

export const pathWithSlug =
  (prefix: string, field = 'slug'): PreviewTarget =>
  (doc) =>
    typeof doc[field] === 'string' && doc[field] ? `${prefix}/${doc[field]}` : null
