import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CardImage } from '@/components/cards/CardImage'
import { RichText } from '@/components/rich-text/RichText'
import { formatDate } from '@/lib/catalog/dates'
import { imageRef } from '@/lib/cms/media'
import { findBySlug } from '@/lib/cms/queries'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const story = await findBySlug('journal', (await params).slug)
  return story ? { title: story.title, description: story.excerpt } : {}
}

export default async function StoryPage({ params }: Props) {
  const story = await findBySlug('journal', (await params).slug)
  if (!story) notFound()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{story.category}</p>
      <h1 className="mt-2 font-serif text-4xl">{story.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {[story.author, formatDate(story.publishedAt)].filter(Boolean).join(' · ')}
      </p>
      <div className="mt-8">
        <CardImage image={imageRef(story.thumbnail, 'original')} aspect="1/1" priority />
      </div>
      <RichText data={story.body} className="prose-gallery mt-8" />
    </article>
  )
}
