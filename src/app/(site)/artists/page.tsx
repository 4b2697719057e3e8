import type { Metadata } from 'next'
import { ArtistDirectory } from '@/components/listings/ArtistDirectory'
import { ArtistGrid } from '@/components/listings/ArtistGrid'
import { PageHeading } from '@/components/ui/PageHeading'
import { canPreview } from '@/lib/preview'
import { directoryParams } from '@/lib/gallery-search/server/artist-directory'

export const metadata: Metadata = { title: 'Artists', description: 'Every artist the gallery represents, A to Z.' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ArtistsPage({ searchParams }: Props) {
  const params = directoryParams.parse(await searchParams)
  return (
    <>
      <PageHeading
        title="Artists"
        eyebrow="Artists"
        description="Painters, photographers, printmakers and sculptors we represent."
      />
      {/* The directory reads the public search index; a previewer needs the drafts, so reads the CMS. */}
      {(await canPreview()) ? <ArtistGrid label="All artists, drafts included" /> : <ArtistDirectory {...params} />}
    </>
  )
}
