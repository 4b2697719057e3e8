import { cache } from 'react'
import type { Setting } from '@/payload-types'
import { getCms } from './payload'

/** The settings global, read once per request. */
export const getSettings = cache(async (): Promise<Setting> => {
  const payload = await getCms()
  return payload.findGlobal({ slug: 'settings', depth: 0 })
})
