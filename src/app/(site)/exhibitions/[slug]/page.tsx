import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadImage } from '@/components/cards/LeadImage'
import { ExhibitionWorks, Exhibitors } from '@/components/listings/ExhibitionWorks'
import { RichText } from '@/components/rich-text/RichText'
import { formatDate } from '@/lib/catalog/dates'
import { imageRef } from '@/lib/cms/media'
import { findExhibition } from '@/lib/cms/detail-pages'
import { env } from '@/lib/env'
import { breadcrumbList, exhibitionEventData } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/JsonLd'
import { pageSharing } from '@/lib/seo/open-graph'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const exhibition = await findExhibition((await params).slug)
  if (!exhibition) return {}
  const image = imageRef(exhibition.thumbnail, 'card')
  return pageSharing({
    title: exhibition.title,
    description: exhibition.excerpt ?? undefined,
    path: `/exhibitions/${exhibition.slug}`,
    image: image?.url,
  })
}

export default async function ExhibitionPage({ params }: Props) {
  const exhibition = await findExhibition((await params).slug)
  if (!exhibition) notFound()
  const { SITE_URL } = env()
  const image = imageRef(exhibition.thumbnail, 'card')?.url
  const dates = [formatDate(exhibition.startDate), formatDate(exhibition.endDate)].filter(Boolean).join(' – ')
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <JsonLd data={exhibitionEventData(SITE_URL, exhibition, image)} />
      <JsonLd
        data={breadcrumbList(SITE_URL, [
          { name: 'Exhibitions', path: '/exhibitions' },
          { name: exhibition.title, path: `/exhibitions/${exhibition.slug}` },
        ])}
      />
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">
        {exhibition.category} · {exhibition.state}
      </p>
      <h1 className="mt-2 font-serif text-4xl">{exhibition.title}</h1>
      <p className="mt-2 text-muted">
        {[
          exhibition.artists?.length || exhibition.exhibitors ? (
            <Exhibitors key="exhibitors" artists={exhibition.artists} text={exhibition.exhibitors} />
          ) : null,
          exhibition.location,
          dates,
        ]
          .filter(Boolean)
          .map((part, index) => (
            <span key={index}>
              {index > 0 ? ' · ' : ''}
              {part}
            </span>
          ))}
      </p>
      <LeadImage media={exhibition.thumbnail} aspect="5/4" sizes="(min-width: 1024px) 992px, 100vw" />
      <RichText data={exhibition.description} className="prose-gallery mx-auto mt-8 max-w-3xl" />
      <ExhibitionWorks artworks={exhibition.artworks} />
    </article>
  )
}
