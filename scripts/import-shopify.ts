/**
 * `npm run import:shopify -- [--page-size N] [--batch-size N] [--local-api]`: pulls the products of the Shopify
 * store configured by SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN into artworks (decision 0024). Safe to
 * run again and to interrupt: handles already imported are skipped. Exits 0 only once every valid product is
 * read back from the database. The running server indexes the new works at its next start.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import {
  argsOrUsage,
  loadImportEnv,
  payloadForImport,
  runImportScript,
  tellRunningInstances,
} from './lib/import-script'

const argsSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(250).optional(),
  batchSize: z.coerce.number().int().min(1).max(5000).optional(),
  localApi: z.boolean().default(false),
})

const USAGE = 'Usage: npm run import:shopify -- [--page-size N (1-250)] [--batch-size N] [--local-api]'

function readArgs() {
  const { values } = parseArgs({
    options: { 'page-size': { type: 'string' }, 'batch-size': { type: 'string' }, 'local-api': { type: 'boolean' } },
  })
  const raw = { pageSize: values['page-size'], batchSize: values['batch-size'], localApi: values['local-api'] }
  return argsOrUsage(argsSchema, raw, USAGE)
}

async function main(): Promise<boolean> {
  const args = readArgs()
  loadImportEnv()
  const { configuredStorefrontClient } = await import('../src/lib/shopify/config')
  const client = configuredStorefrontClient()
  if (!client) {
    console.error(
      'No Shopify store configured: set SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN (see .env.example).',
    )
    return false
  }
  const payload = await payloadForImport()
  const [{ importShopifyProducts }, { formatReport, importComplete, progressBar }] = await Promise.all([
    import('../src/lib/shopify/import/run'),
    import('../src/lib/import'),
  ])
  const bar = progressBar()
  const report = await importShopifyProducts(payload, {
    client,
    pageSize: args.pageSize,
    batchSize: args.batchSize,
    writer: args.localApi ? 'local-api' : 'auto',
    warn: bar.note,
    progress: bar.update,
  })
  bar.done()
  await tellRunningInstances(payload)
  console.log(formatReport(report, { record: 'product', records: 'products', madeFrom: 'made from product vendors' }))
  return importComplete(report)
}

runImportScript(main)
