import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = env()
  return {
    rules: [
      {
        userAgent: '*',
        // The longer rule wins: images under /api/media/file/ stay visible to image search.
        allow: ['/', '/api/media/file/'],
        disallow: ['/admin', '/api/', '/account', '/cart', '/checkout', '/saved', '/styleguide'],
      },
    ],
    sitemap: `${SITE_URL.replace(/\/+$/, '')}/sitemap.xml`,
  }
}
