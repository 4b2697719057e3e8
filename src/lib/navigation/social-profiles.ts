import type { Setting } from '@/payload-types'
import type { NavLink } from './menus'

/** The networks the settings name, in the footer's order; any other goes under "Other profiles". */
export const SOCIAL_NETWORKS = [
  { name: 'facebook', label: 'Facebook', example: 'https://www.facebook.com/your-gallery' },
  { name: 'instagram', label: 'Instagram', example: 'https://www.instagram.com/your-gallery' },
  { name: 'pinterest', label: 'Pinterest', example: 'https://www.pinterest.com/your-gallery' },
  { name: 'tiktok', label: 'TikTok', example: 'https://www.tiktok.com/@your-gallery' },
] as const

/** A profile is an https address, or nothing (an empty field hides its link). */
export function profileAddress(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Enter the profile’s address'
  try {
    return new URL(value).protocol === 'https:' ? true : 'Enter the profile’s https:// address'
  } catch {
    return 'Enter the profile’s full address, starting with https://'
  }
}

const isHttps = (value: string | null | undefined): value is string => Boolean(value) && profileAddress(value) === true

/** The footer's social links: the named networks the settings fill in, then the others, each only if set. */
export function socialLinksOf(social: Setting['social']): NavLink[] {
  const named = SOCIAL_NETWORKS.flatMap(({ name, label }) => {
    const href = social?.[name]
    return isHttps(href) ? [{ label, href }] : []
  })
  const others = (social?.others ?? []).flatMap(({ label, url }) => (isHttps(url) ? [{ label, href: url }] : []))
  return [...named, ...others]
}
