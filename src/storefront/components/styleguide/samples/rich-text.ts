import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { heading, link, list, paragraph, quote, richText, upload } from '@/lib/synthetic-content/lexical'
import { sampleMedia } from './media'

/** Headings, a list, links, a quote and an embedded image with its caption, as an editor saves them. */
export function sampleRichText(): SerializedEditorState {
  const image = sampleMedia(21, 'Morning Field on a white wall', 30, 960, 640, 'Morning Field, oil on linen, 2025')
  const state = richText(
    heading('h2', 'A heading'),
    paragraph(
      'Body text with an ',
      link('/artworks', 'internal link'),
      ' and an ',
      link('https://example.org', 'external link'),
      '.',
    ),
    list([['A bullet'], ['Another bullet']]),
    list([['First'], ['Second']], true),
    quote('A good work should hold a room without shouting at it.'),
    upload(image.id),
  )
  // The page reads documents populated; here the upload node carries its media inline the same way.
  const children = state.root.children.map((node) => (node.type === 'upload' ? { ...node, value: image } : node))
  return { root: { ...state.root, children } }
}
