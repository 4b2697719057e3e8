import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadImage } from '@/components/cards/LeadImage'
import { RichText } from '@/components/rich-text/RichText'
import { formatDate } from '@/lib/catalog/dates'
import { imageRef } from '@/lib/cms/media'
import { findStory } from '@/lib/cms/detail-pages'
import { env } from '@/lib/env'
import { articleData, breadcrumbList } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/JsonLd'
import { pageSharing } from '@/lib/seo/open-graph'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const story = await findStory((await params).slug)
  if (!story) return {}
  const image = imageRef(story.thumbnail, 'card')
  return pageSharing({
    type: 'article',
    title: story.title,
    description: story.excerpt,
    path: `/journal/${story.slug}`,
    image: image?.url,
  })
}

export default async function StoryPage({ params }: Props) {
  const story = await findStory((await params).slug)
  if (!story) notFound()
  const { SITE_URL } = env()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <JsonLd data={articleData(SITE_URL, story, imageRef(story.thumbnail, 'card')?.url)} />
      <JsonLd
        data={breadcrumbList(SITE_URL, [
          { name: 'Journal', path: '/journal' },
          { name: story.title, path: `/journal/${story.slug}` },
        ])}
      />
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{story.category}</p>
      <h1 className="mt-2 font-serif text-4xl">{story.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {[story.author, formatDate(story.publishedAt)].filter(Boolean).join(' · ')}
      </p>
      <LeadImage media={story.thumbnail} aspect="1/1" sizes="(min-width: 768px) 736px, 100vw" />
      <RichText data={story.body} className="prose-gallery mt-8" />
    </article>
  )
}
