import type { Metadata } from 'next'
import { env } from '@/lib/env'
import { absoluteUrl } from './absolute-url'

type PageFacts = { title: string; description?: string; path: string; image?: string; type?: 'website' | 'article' }

/** A page's title, description and Open Graph card, so a shared link shows the page, not just the site. */
export function pageSharing({ title, description, path, image, type = 'website' }: PageFacts): Metadata {
  const { SITE_URL, SITE_NAME } = env()
  return {
    title,
    description,
    openGraph: {
      type,
      siteName: SITE_NAME,
      title,
      description,
      url: absoluteUrl(SITE_URL, path),
      images: image ? [absoluteUrl(SITE_URL, image)] : undefined,
    },
  }
}
