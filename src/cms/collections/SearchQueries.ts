import type { CollectionConfig } from 'payload'
import { serverWrittenAccess } from '../access/roles'

/**
 * What visitors searched and how often: `count` the searches that found something (one feed of the query
 * suggestions), `misses` those that found nothing (the admin's insight dashboard lists them). Rows are written
 * only by POST /api/search-queries, one atomic upsert per search (src/lib/search-suggestions); staff may read
 * them in the admin but not change them, so the counts stay the visitors' own.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  admin: { group: 'Search', useAsTitle: 'query', defaultColumns: ['query', 'count', 'misses', 'lastSearchedAt'] },
  access: serverWrittenAccess,
  fields: [
    {
      name: 'query',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 100,
      admin: { readOnly: true, description: 'Trimmed and in lower case.' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true } },
    {
      name: 'misses',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      index: true,
      admin: { readOnly: true, description: 'Searches that found nothing.' },
    },
    { name: 'lastSearchedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
