import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { RichText } from '@/components/rich-text/RichText'
import { findBySlug } from '@/lib/cms/queries'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await findBySlug('collections', (await params).slug)
  return collection ? { title: collection.title, description: collection.excerpt } : {}
}

export default async function CollectionPage({ params }: Props) {
  const collection = await findBySlug('collections', (await params).slug)
  if (!collection) notFound()
  const artworkIds = (collection.artworks ?? []).map((artwork) => (typeof artwork === 'object' ? artwork.id : artwork))
  return (
    <>
      <ArtworkListing
        title={collection.title}
        eyebrow={`${collection.category} collection`}
        description={collection.excerpt}
        where={artworkIds.length ? { id: { in: artworkIds } } : { id: { exists: false } }}
      />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <RichText data={collection.description} className="prose-gallery" />
      </div>
    </>
  )
}
