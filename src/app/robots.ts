import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = env()
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/account', '/cart', '/saved', '/styleguide'] },
    ],
    sitemap: `${SITE_URL.replace(/\/+$/, '')}/sitemap.xml`,
  }
}
