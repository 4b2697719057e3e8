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

/** The gallery's postal address as the settings keep it; every part may be empty. */
type GalleryAddress = {
  street?: string | null
  locality?: string | null
  region?: string | null
  postalCode?: string | null
  country?: string | null
}

function postalAddress(address: GalleryAddress | null | undefined) {
  const parts = {
    streetAddress: address?.street || undefined,
    addressLocality: address?.locality || undefined,
    addressRegion: address?.region || undefined,
    postalCode: address?.postalCode || undefined,
    addressCountry: address?.country || undefined,
  }
  return Object.values(parts).some(Boolean) ? { '@type': 'PostalAddress', ...parts } : undefined
}

/** The home page's account of the gallery: an art gallery (an Organization) at its address, with its profiles. */
export function artGalleryData(
  siteUrl: string,
  gallery: { name: string; address?: GalleryAddress | null; profiles: readonly string[] },
) {
  return {
    '@type': 'ArtGallery',
    name: gallery.name,
    url: absolute(siteUrl, '/'),
    address: postalAddress(gallery.address),
    sameAs: gallery.profiles.length > 0 ? [...gallery.profiles] : undefined,
  }
}

/** A collection's page: the works it lists, in their order on the page. */
export function collectionPageData(
  siteUrl: string,
  collection: { slug: string; title: string; description?: string | null },
  works: ReadonlyArray<{ handle: string; title: string }>,
) {
  const url = absolute(siteUrl, `/collections/${collection.slug}`)
  return {
    '@type': 'CollectionPage',
    name: collection.title,
    description: collection.description ?? undefined,
    url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: works.length,
      itemListElement: works.map((work, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(siteUrl, `/products/${work.handle}`),
        name: work.title,
      })),
    },
  }
}
