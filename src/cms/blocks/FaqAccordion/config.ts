import { defineBlock } from '../define-block'

/** Questions with rich-text answers, each opening and closing on its own. */
export const FaqAccordionBlock = defineBlock({ slug: 'faqAccordion', dbName: 'faq', label: 'FAQ accordion' }, [
  { name: 'title', type: 'text', localized: true },
  {
    name: 'items',
    type: 'array',
    required: true,
    minRows: 1,
    fields: [
      { name: 'question', type: 'text', required: true, localized: true },
      { name: 'answer', type: 'richText', required: true, localized: true },
    ],
  },
])
