'use client'

import { useEffect } from 'react'
import { recordSearchQuery } from '@/components/search/record-search-query'

/**
 * Counts a query once per view: one that found something may become a suggestion, one that found nothing is
 * listed for the staff on the admin's insight dashboard.
 */
export function RecordSearchQuery({ query }: { query: string }) {
  useEffect(() => recordSearchQuery(query), [query])
  return null
}
