import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CardImage } from '@/components/cards/CardImage'
import { FollowArtistButton } from '@/components/customer/FollowArtistButton'
import { artistScope } from '@/components/artwork-grid/page-scopes'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { RichText } from '@/components/rich-text/RichText'
import { artistDisplayName } from '@/lib/catalog/names'
import { imageRef } from '@/lib/cms/media'
import { findArtist } from '@/lib/cms/detail-pages'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'
import { JsonLd } from '@/components/seo/JsonLd'
import { pageSharing } from '@/lib/seo/open-graph'
import { env } from '@/lib/env'
import { breadcrumbList, personData } from '@/lib/seo/structured-data'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<QueryRecord> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const artist = await findArtist((await params).slug)
  if (!artist) return {}
  const name = artistDisplayName(artist)
  const image = imageRef(artist.featuredImage, 'card')
  const description = [name, artist.location].filter(Boolean).join(', ') + ': original works available at the gallery.'
  return pageSharing({ title: name, description, path: `/artists/${artist.slug}`, image: image?.url })
}

export default async function ArtistPage({ params, searchParams }: Props) {
  const artist = await findArtist((await params).slug)
  if (!artist) notFound()
  const name = artistDisplayName(artist)
  const { SITE_URL } = env()
  const portrait = imageRef(artist.featuredImage, 'card')
  return (
    <>
      <JsonLd data={personData(SITE_URL, artist, portrait?.url)} />
      <JsonLd
        data={breadcrumbList(SITE_URL, [
          { name: 'Artists', path: '/artists' },
          { name, path: `/artists/${artist.slug}` },
        ])}
      />
      <section className="mx-auto grid max-w-7xl gap-8 px-4 pt-12 md:grid-cols-2 md:px-6">
        <CardImage image={portrait} aspect="16/9" priority sizes="(min-width: 768px) 50vw, 100vw" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">Artist</p>
          <h1 className="mt-2 font-serif text-4xl">{name}</h1>
          {artist.location ? <p className="mt-2 text-muted">{artist.location}</p> : null}
          <div className="mt-4">
            <FollowArtistButton slug={artist.slug} name={name} />
          </div>
          <RichText data={artist.bio} className="prose-gallery mt-6" />
        </div>
      </section>
      <ArtworkListing
        title={`Artwork by ${name}`}
        eyebrow="Available work"
        searchParams={await searchParams}
        scope={artistScope(name)}
        headingLevel={2}
      />
    </>
  )
}
