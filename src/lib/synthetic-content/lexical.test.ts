import { describe, expect, it } from 'vitest'
import { heading, link, list, paragraph, paragraphs, richText, text, upload } from './lexical'

describe('lexical builder', () => {
  it('serializes a paragraph the way the editor does', () => {
    expect(paragraphs('Hello')).toEqual({
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text: 'Hello' }],
          },
        ],
      },
    })
  })

  it('builds headings, lists and Payload link nodes', () => {
    const state = richText(
      heading('h2', 'Title'),
      list([['One'], ['Two']], true),
      paragraph(link('https://example.org', 'out')),
    )
    const [h, l, p] = state.root.children
    expect(h).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(l).toMatchObject({ type: 'list', listType: 'number', tag: 'ol', start: 1 })
    expect(l && 'children' in l ? l.children.map((item) => ('value' in item ? item.value : null)) : []).toEqual([1, 2])
    expect(p && 'children' in p ? p.children[0] : null).toMatchObject({
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url: 'https://example.org', newTab: true },
    })
  })

  it('keeps internal links in the same tab and records bold as format 1', () => {
    expect(link('/faqs', 'FAQs')).toMatchObject({ fields: { newTab: false } })
    expect(text('x', 1).format).toBe(1)
  })

  it('builds Payload upload nodes that point at a media document', () => {
    expect(upload(42)).toEqual({
      type: 'upload',
      version: 3,
      format: '',
      id: '00000000000000000000002a',
      fields: {},
      relationTo: 'media',
      value: 42,
    })
  })
})
