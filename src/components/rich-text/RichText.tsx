import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
  LinkJSXConverter,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { UploadFigure } from './UploadFigure'

function internalHref({ linkNode }: { linkNode: SerializedLinkNode }): string {
  const doc = linkNode.fields.doc
  if (doc && typeof doc.value === 'object' && doc.value && 'slug' in doc.value) return `/${String(doc.value.slug)}`
  return '/'
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref: internalHref }),
  link: ({ node, nodesToJSX }) => {
    const href = node.fields.linkType === 'internal' ? internalHref({ linkNode: node }) : (node.fields.url ?? '#')
    const external = /^https?:\/\//.test(href)
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {nodesToJSX({ nodes: node.children })}
      </a>
    )
  },
  upload: ({ node }) => <UploadFigure node={node} />,
})

type Props = { data: SerializedEditorState | null | undefined; className?: string }

/**
 * Renders CMS rich text as React elements: never as raw HTML. External links open in a new tab;
 * embedded images become figures with their captions.
 */
export function RichText({ data, className }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} converters={converters} className={className} disableContainer={false} />
}
