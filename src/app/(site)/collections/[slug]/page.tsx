import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { collectionScope } from '@/components/artwork-grid/page-scopes'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { RichText } from '@/components/rich-text/RichText'
import { imageRef } from '@/lib/cms/media'
import { findCollection } from '@/lib/cms/detail-pages'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<QueryRecord> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await findCollection((await params).slug)
  if (!collection) return {}
  const image = imageRef(collection.thumbnail, 'card')
  return {
    title: collection.title,
    description: collection.excerpt,
    openGraph: { title: collection.title, description: collection.excerpt, images: image ? [image.url] : [] },
  }
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const collection = await findCollection((await params).slug)
  if (!collection) notFound()
  const artworkIds = (collection.artworks ?? []).map((artwork) => (typeof artwork === 'object' ? artwork.id : artwork))
  return (
    <>
      <ArtworkListing
        title={collection.title}
        eyebrow={`${collection.category} collection`}
        description={collection.excerpt}
        searchParams={await searchParams}
        scope={collectionScope(artworkIds)}
      />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <RichText data={collection.description} className="prose-gallery" />
      </div>
    </>
  )
}
