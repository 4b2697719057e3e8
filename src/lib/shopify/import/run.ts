import type { Payload } from 'payload'
import { importRecords, parseWith, type Pending, type SourceRecord } from '@/lib/import/batches'
import type { WriterChoice } from '@/lib/import/choose-writer'
import type { ImportReport } from '@/lib/import/report'
import type { ImportProgress } from '@/lib/import/run'
import { openImport } from '@/lib/import/session'
import type { StorefrontClient } from '../client'
import { storefrontProducts, storefrontProductSchema, type StorefrontProduct } from '../products'
import { planProduct, productUid, type ProductDraft } from './plan-product'
import { ProductPictures } from './product-pictures'

export type ShopifyImportOptions = {
  client: StorefrontClient
  /** Downloads the products' pictures (they are public CDN files, fetched without the token). */
  fetchImage?: typeof fetch
  /** Products a Storefront API page asks for (Shopify allows up to 250). */
  pageSize?: number
  batchSize?: number
  writer?: WriterChoice
  warn?: (message: string) => void
  progress?: (event: ImportProgress) => void
}

async function* productRecords(
  client: StorefrontClient,
  pageSize: number,
): AsyncGenerator<SourceRecord<StorefrontProduct>> {
  for await (const { page, index, node } of storefrontProducts(client, pageSize)) {
    yield { where: `page ${page}, product ${index}`, parsed: parseWith(storefrontProductSchema, node) }
  }
}

/**
 * Pulls every product of the store into artworks, page by page, through the catalog import's batches and
 * writers. Idempotent and resumable by handle: products already imported are skipped, so a run that stopped
 * (a kill, the store unreachable) is finished by running it again.
 */
export async function importShopifyProducts(payload: Payload, options: ShopifyImportOptions): Promise<ImportReport> {
  const warn = options.warn ?? (() => {})
  const session = await openImport(payload, options.writer ?? 'auto', warn)
  const pictures = await ProductPictures.load(payload, session.pool, options.fetchImage)

  // Pictures first: a product whose picture cannot be had is refused before its vendor is written.
  const write = async (batch: readonly Pending<ProductDraft>[]) => {
    const images: number[][] = []
    for (const { draft } of batch) images.push(await pictures.idsOf(draft))
    await session.writeNamedArtists(batch.map(({ draft }) => draft.by))
    await session.writer.writeArtworks(
      batch.map(({ draft }, i) => ({
        ...draft.fields,
        artist: session.artistIds.get(draft.by.uid) ?? Number.NaN,
        images: images[i] ?? [],
      })),
    )
  }

  const progress = (done: number, total?: number) => options.progress?.({ phase: 'artworks', done, total })
  const outcome = await importRecords(
    {
      records: productRecords(options.client, options.pageSize ?? 50),
      uidOf: (product) => productUid(product.handle),
      plan: planProduct,
      progressEvery: 1,
    },
    { batchSize: options.batchSize ?? 50, known: (uid) => session.artworkIds.has(uid), write, warn, progress },
  )
  progress(outcome.tally.read, outcome.tally.read)
  return session.finish(outcome)
}
