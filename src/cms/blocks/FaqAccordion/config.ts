import type { Block } from 'payload'

/** Questions with rich-text answers, each opening and closing on its own. */
export const FaqAccordionBlock: Block = {
  slug: 'faqAccordion',
  dbName: 'faq',
  interfaceName: 'FaqAccordionBlock',
  labels: { singular: 'FAQ accordion', plural: 'FAQ accordions' },
  fields: [
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
  ],
}
