'use client'

import { useEffect } from 'react'
import { recordSearchQuery } from '@/components/search/record-search-query'

/** Counts a query that found something once per view, so frequent searches become suggestions. */
export function RecordSearchQuery({ query }: { query: string }) {
  useEffect(() => recordSearchQuery(query), [query])
  return null
}
