import type { Metadata } from 'next'

/** What a storefront page says of itself in its head: the subset of Next's metadata that our pages use. */
export type PageMeta = Pick<Metadata, 'title' | 'description' | 'openGraph' | 'robots'>

type OpenGraphFields = {
  type?: string
  siteName?: string
  title?: string
  description?: string
  url?: string
  images?: string[]
}

function openGraphFields(openGraph: Metadata['openGraph']): OpenGraphFields {
  if (!openGraph) return {}
  const fields = openGraph as Record<string, unknown>
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : undefined)
  const images = Array.isArray(fields.images) ? fields.images.filter((image) => typeof image === 'string') : []
  return {
    type: text('type'),
    siteName: text('siteName'),
    title: text('title'),
    description: text('description'),
    url: text('url'),
    images,
  }
}

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name?: string; property?: string; content: string }
  | { kind: 'link'; rel: string; href: string; type?: string; sizes?: string }

type SiteFacts = { siteName: string; siteTitle: string; canonical: string }

function titleOf(title: Metadata['title'], siteTitle: string): string {
  if (!title) return siteTitle
  if (typeof title === 'string') return `${title} | ${siteTitle}`
  if ('absolute' in title && title.absolute) return title.absolute
  return siteTitle
}

function robotsOf(robots: Metadata['robots']): string | undefined {
  if (!robots || typeof robots === 'string') return robots ?? undefined
  const words = [robots.index === false ? 'noindex' : robots.index ? 'index' : null]
  words.push(robots.follow === false ? 'nofollow' : robots.follow ? 'follow' : null)
  const content = words.filter(Boolean).join(', ')
  return content || undefined
}

/**
 * The head tags of a page, as the App Router wrote them: the title under the site's template, the canonical
 * address, the page's own sharing card (or the site's) and the Twitter card drawn from it.
 */
export function headTags(meta: PageMeta, site: SiteFacts): HeadTag[] {
  const card = meta.openGraph
    ? openGraphFields(meta.openGraph)
    : { type: 'website', siteName: site.siteName, title: site.siteTitle, url: site.canonical }
  const tags: HeadTag[] = [{ kind: 'title', text: titleOf(meta.title, site.siteTitle) }]
  if (meta.description) tags.push({ kind: 'meta', name: 'description', content: meta.description })
  tags.push({ kind: 'meta', name: 'application-name', content: site.siteName })
  const robots = robotsOf(meta.robots)
  if (robots) tags.push({ kind: 'meta', name: 'robots', content: robots })
  tags.push({ kind: 'link', rel: 'canonical', href: site.canonical })
  const property = (name: string, content: string | undefined) => {
    if (content) tags.push({ kind: 'meta', property: `og:${name}`, content })
  }
  property('title', card.title)
  property('description', card.description)
  property('url', card.url)
  property('site_name', card.siteName)
  for (const image of card.images ?? []) property('image', image)
  property('type', card.type)
  const image = card.images?.[0]
  tags.push({ kind: 'meta', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' })
  if (card.title) tags.push({ kind: 'meta', name: 'twitter:title', content: card.title })
  if (card.description) tags.push({ kind: 'meta', name: 'twitter:description', content: card.description })
  if (image) tags.push({ kind: 'meta', name: 'twitter:image', content: image })
  tags.push(
    { kind: 'link', rel: 'icon', href: '/favicon.ico', type: 'image/x-icon', sizes: '32x32' },
    { kind: 'link', rel: 'icon', href: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
    { kind: 'link', rel: 'apple-touch-icon', href: '/apple-icon.png', type: 'image/png', sizes: '180x180' },
  )
  return tags
}
