import type { Metadata } from 'next'
import { RenderBlocks } from '@/cms/blocks/RenderBlocks'
import { PageHeading } from '@/components/ui/PageHeading'
import { findPageByPath, pageMetadata } from '@/lib/cms/pages'
import { SITE_TITLE } from '@/lib/site'

export async function generateMetadata(): Promise<Metadata> {
  const page = await findPageByPath('/')
  return page ? pageMetadata(page) : {}
}

export default async function HomePage() {
  const page = await findPageByPath('/')
  if (!page) return <PageHeading title={SITE_TITLE} />
  return <RenderBlocks blocks={page.layout} />
}
