import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CardImage } from '@/components/cards/CardImage'
import { artistScope } from '@/components/artwork-grid/page-scopes'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { RichText } from '@/components/rich-text/RichText'
import { artistDisplayName } from '@/lib/catalog/names'
import { imageRef } from '@/lib/cms/media'
import { findBySlug } from '@/lib/cms/queries'
import type { QueryRecord } from '@/lib/search/client/route-query'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<QueryRecord> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const artist = await findBySlug('artists', (await params).slug)
  return artist ? { title: artistDisplayName(artist) } : {}
}

export default async function ArtistPage({ params, searchParams }: Props) {
  const artist = await findBySlug('artists', (await params).slug)
  if (!artist) notFound()
  const name = artistDisplayName(artist)
  return (
    <>
      <section className="mx-auto grid max-w-7xl gap-8 px-4 pt-12 md:grid-cols-2 md:px-6">
        <CardImage image={imageRef(artist.featuredImage, 'card')} aspect="16/9" priority />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">Artist</p>
          <h1 className="mt-2 font-serif text-4xl">{name}</h1>
          {artist.location ? <p className="mt-2 text-muted">{artist.location}</p> : null}
          <div data-slot="follow-artist" className="mt-4" />
          <RichText data={artist.bio} className="prose-gallery mt-6" />
        </div>
      </section>
      <ArtworkListing title={`Artwork by ${name}`} eyebrow="Available work" searchParams={await searchParams} scope={artistScope(name)} headingLevel={2} />
    </>
  )
}
