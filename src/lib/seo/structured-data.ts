import { artistDisplayName } from '@/lib/catalog/names'
import type { Artist, Exhibition, Journal } from '@/payload-types'
import { absoluteUrl as absolute } from './absolute-url'

/** Exhibitions of this category happen online: an online event at a virtual location, not a place. */
const ONLINE_CATEGORY: Exhibition['category'] = 'Digital'

export function breadcrumbList(siteUrl: string, trail: Array<{ name: string; path: string }>) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  }
}

export function personData(
  siteUrl: string,
  artist: Pick<Artist, 'slug' | 'firstName' | 'lastName' | 'studioName' | 'location'>,
  image?: string,
) {
  return {
    '@type': 'Person',
    name: artistDisplayName(artist),
    givenName: artist.firstName,
    familyName: artist.lastName,
    homeLocation: artist.location ?? undefined,
    image: image ? absolute(siteUrl, image) : undefined,
    url: absolute(siteUrl, `/artists/${artist.slug}`),
    jobTitle: 'Artist',
  }
}

type ExhibitionFacts = Pick<
  Exhibition,
  'slug' | 'title' | 'category' | 'location' | 'startDate' | 'endDate' | 'excerpt'
>

export function exhibitionEventData(siteUrl: string, exhibition: ExhibitionFacts, image?: string) {
  const url = absolute(siteUrl, `/exhibitions/${exhibition.slug}`)
  const online = exhibition.category === ONLINE_CATEGORY
  const place = exhibition.location
    ? { '@type': 'Place', name: exhibition.location, address: exhibition.location }
    : undefined
  return {
    '@type': 'ExhibitionEvent',
    name: exhibition.title,
    startDate: exhibition.startDate,
    endDate: exhibition.endDate ?? exhibition.startDate,
    description: exhibition.excerpt ?? undefined,
    location: online ? { '@type': 'VirtualLocation', url } : place,
    image: image ? absolute(siteUrl, image) : undefined,
    url,
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
  }
}

type StoryFacts = Pick<Journal, 'slug' | 'title' | 'excerpt' | 'category' | 'publishedAt' | 'updatedAt' | 'author'>

export function articleData(siteUrl: string, story: StoryFacts, image?: string) {
  return {
    '@type': 'Article',
    headline: story.title,
    description: story.excerpt,
    articleSection: story.category,
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
    author: story.author ? { '@type': 'Person', name: story.author } : undefined,
    image: image ? absolute(siteUrl, image) : undefined,
    mainEntityOfPage: absolute(siteUrl, `/journal/${story.slug}`),
  }
}
