import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loadBlocks } from '@/cms/blocks/load-blocks'
import { RenderBlocks } from '@/cms/blocks/RenderBlocks'
import { findPageByPath, pageMetadata } from '@/lib/cms/pages'

type Props = { params: Promise<{ path: string[] }> }

async function pageAt(params: Props['params']) {
  const { path } = await params
  const joined = `/${path.map(decodeURIComponent).join('/')}`
  return /^\/[a-z0-9/-]+$/.test(joined) ? findPageByPath(joined) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageAt(params)
  return page ? pageMetadata(page) : {}
}

/** Every page an editor builds from blocks; anything else is a designed 404. */
export default async function CmsPage({ params }: Props) {
  const page = await pageAt(params)
  if (!page) notFound()
  return <RenderBlocks blocks={await loadBlocks(page.layout)} />
}
