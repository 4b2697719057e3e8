import { defineBlock } from '../define-block'

export const RichTextBlock = defineBlock({ slug: 'richText', label: 'Rich text', pluralLabel: 'Rich text' }, [
  { name: 'content', type: 'richText', required: true, localized: true },
])
