import { defineBlock } from '../define-block'

/**
 * A way to ask the gallery about a service on any page (an advisory service, a commission): a button that
 * opens the same enquiry dialog as a work's page. The topic tells the staff what the enquiry is about.
 */
export const EnquiryFormBlock = defineBlock({ slug: 'enquiryForm', dbName: 'enquiry', label: 'Enquiry form' }, [
  { name: 'title', type: 'text', required: true, localized: true, defaultValue: 'Start a conversation' },
  { name: 'text', type: 'textarea', localized: true, admin: { description: 'A line above the button (optional).' } },
  {
    name: 'buttonLabel',
    type: 'text',
    required: true,
    localized: true,
    defaultValue: 'Send an enquiry',
  },
  {
    name: 'topic',
    type: 'text',
    required: true,
    maxLength: 200,
    admin: { description: 'What the gallery sees the enquiry is about, e.g. "Art advisory for companies".' },
  },
])
