/**
 * Builds Lexical editor state exactly as the editor serializes it (lexical 0.50 / Payload 3 link nodes),
 * so seeded rich text opens in the admin without a migration pass.
 */
type Element = { type: string; version: number; direction: 'ltr'; format: ''; indent: 0; children: Node[] }
type Text = { type: 'text'; version: 1; detail: 0; format: number; mode: 'normal'; style: ''; text: string }
type Upload = {
  type: 'upload'
  version: 3
  format: ''
  id: string
  fields: Record<string, never>
  relationTo: 'media'
  value: number
}
export type Node = Text | (Element & Record<string, unknown>) | Upload
export type Inline = string | Text | Node

export type RichText = {
  root: { type: 'root'; version: 1; direction: 'ltr'; format: ''; indent: 0; children: Node[] }
}

const BOLD = 1

export function text(value: string, format = 0): Text {
  return { type: 'text', version: 1, detail: 0, format, mode: 'normal', style: '', text: value }
}

export const bold = (value: string) => text(value, BOLD)

const inline = (parts: Inline[]): Node[] => parts.map((part) => (typeof part === 'string' ? text(part) : part))

function element(
  type: string,
  children: Node[],
  extra: Record<string, unknown> = {},
): Element & Record<string, unknown> {
  return { children, direction: 'ltr', format: '', indent: 0, type, version: 1, ...extra }
}

export function paragraph(...parts: Inline[]): Node {
  const children = inline(parts)
  const first = children.find((child): child is Text => child.type === 'text')
  return element('paragraph', children, { textFormat: first?.format ?? 0, textStyle: '' })
}

export function heading(tag: 'h2' | 'h3' | 'h4', value: string): Node {
  return element('heading', [text(value)], { tag })
}

export function quote(...parts: Inline[]): Node {
  return element('quote', inline(parts))
}

export function list(items: Inline[][], ordered = false): Node {
  const children = items.map((parts, index) => element('listitem', inline(parts), { value: index + 1 }))
  return element('list', children, {
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
  })
}

/** Payload's link node: version 3, target in `fields`; external links open in a new tab. */
export function link(url: string, label: string): Node {
  const newTab = /^https?:\/\//.test(url)
  return { ...element('link', [text(label)]), version: 3, fields: { linkType: 'custom', url, newTab } }
}

export function richText(...children: Node[]): RichText {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } }
}

/** Plain paragraphs, the common case for bios and descriptions. */
export function paragraphs(...texts: string[]): RichText {
  return richText(...texts.map((value) => paragraph(value)))
}

/** Payload's upload node: an image from the media collection, shown with its caption. */
export function upload(mediaId: number): Upload {
  return {
    type: 'upload',
    version: 3,
    format: '',
    id: mediaId.toString(16).padStart(24, '0'),
    fields: {},
    relationTo: 'media',
    value: mediaId,
  }
}
