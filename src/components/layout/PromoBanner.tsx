import type { Setting } from '@/payload-types'
import { RichText } from '@/components/rich-text/RichText'

/** Renders only when an editor has switched it on in the settings. */
export function PromoBanner({ banner }: { banner: Setting['promoBanner'] }) {
  if (!banner?.enabled || !banner.body) return null
  return (
    <aside
      aria-label="Announcement"
      className="px-4 py-2 text-center text-sm [&_a]:underline [&_p]:m-0"
      style={{ color: banner.color ?? undefined, backgroundColor: banner.backgroundColor ?? undefined }}
    >
      <RichText data={banner.body} />
    </aside>
  )
}
