import type { Setting } from '@/payload-types'
import { oncePerRender } from '@/lib/http/once-per-render'
import { getCms } from './payload'

/** The settings global, read once per request. */
export const getSettings = oncePerRender(async (): Promise<Setting> => {
  const payload = await getCms()
  return payload.findGlobal({ slug: 'settings', depth: 0 })
})
