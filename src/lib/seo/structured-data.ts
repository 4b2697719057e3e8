import { artistDisplayName } from '@/lib/catalog/names'
import type { Artist, Exhibition, Journal } from '@/payload-types'

const absolute = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`

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

export function personData(siteUrl: string, artist: Artist, image?: string) {
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

export function exhibitionEventData(siteUrl: string, exhibition: Exhibition, image?: string) {
  return {
    '@type': 'ExhibitionEvent',
    name: exhibition.title,
    startDate: exhibition.startDate,
    endDate: exhibition.endDate ?? exhibition.startDate,
    description: exhibition.excerpt ?? undefined,
    location: exhibition.location
      ? { '@type': 'Place', name: exhibition.location, address: exhibition.location }
      : undefined,
    image: image ? absolute(siteUrl, image) : undefined,
    url: absolute(siteUrl, `/exhibitions/${exhibition.slug}`),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  }
}

export function articleData(siteUrl: string, story: Journal, image?: string) {
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
