import type { HeadTag } from '@/lib/seo/page-meta'

/** A page's title, description, canonical link and sharing card, in its head. */
export function PageHead({ tags }: { tags: HeadTag[] }) {
  return tags.map((tag, index) => {
    if (tag.kind === 'title') return <title key={index}>{tag.text}</title>
    if (tag.kind === 'link') return <link key={index} rel={tag.rel} href={tag.href} type={tag.type} sizes={tag.sizes} />
    return <meta key={index} name={tag.name} property={tag.property} content={tag.content} />
  })
}
