import { bold, heading, link, list, paragraph, richText } from '@/lib/synthetic-content/lexical'
import { DELIVERY_TEXT, RETURNS_TEXT, SHIPPING_TEXT } from '@/lib/shop/shipping-and-returns'
import { cta, display, type PagePlan } from './page-plan'
import { faqAccordion, type Faq } from './pages-blocks'

const FAQS: readonly Faq[] = [
  [
    'How do I know a work is original?',
    [
      'Every work is either a unique original or a signed, numbered edition. ' +
        'Each ships with a certificate of authenticity signed by the artist.',
    ],
  ],
  ['How much does shipping cost?', [SHIPPING_TEXT]],
  ['How long will delivery take?', [DELIVERY_TEXT]],
  ['Can I return a work?', [`Yes. ${RETURNS_TEXT}`]],
  [
    'Do you offer framing?',
    [
      'Many works can be ordered framed; choose the Framed option on the ' +
        'product page. For anything else our framers are happy to advise.',
    ],
  ],
  [
    'What does Price on Request mean?',
    [
      'Some works, including custom commissions, are priced individually. ',
      link('/contact', 'Contact us'),
      ' and we will reply with the price and availability within one business day.',
    ],
  ],
  [
    'Can I see a work in person before buying?',
    [
      'Of course. ',
      link('/the-gallery', 'Book a viewing at the gallery'),
      ' and we will have the work on the wall when you arrive.',
    ],
  ],
  [
    'Do you work with interior designers and companies?',
    [
      'Yes. Our ',
      link('/advisory', 'advisory team'),
      ' offers trade pricing, sourcing and installation for designers, architects, developers and companies.',
    ],
  ],
]

export function legalPages(supportEmail: string): PagePlan[] {
  return [
    {
      path: '/faqs',
      title: 'FAQs',
      header: {
        eyebrow: 'Help',
        title: 'Frequently asked questions',
        description: 'Shipping, returns, framing and everything else collectors ask us most often.',
        metaDescription:
          'Answers to common questions about buying original art online: ' +
          'authenticity, shipping, returns, framing and viewings.',
        ctasCollection: [cta('Contact us', '/contact', 'outline')],
        note: `Still have a question? Write to ${supportEmail}.`,
        displayOptions: display('transparent', true),
      },
      body: [
        richText(
          paragraph(
            'The questions collectors ask us most, about buying, delivery, returns ' +
              'and framing. Select a question to read the answer.',
          ),
        ),
      ],
      after: [faqAccordion('Buying from the gallery', FAQS)],
    },
    {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      header: {
        eyebrow: 'Legal',
        title: 'Privacy Policy',
        description: 'What we collect, why we collect it and the choices you have.',
        metaDescription: 'How the gallery collects, uses and protects personal information.',
        ctasCollection: [cta('Questions? Contact us', '/contact', 'underline')],
        displayOptions: display('white', true, false),
      },
      body: [
        richText(
          paragraph(
            'This policy explains how the gallery handles personal information ' +
              'when you browse the site, create an account, buy a work or sign up ' +
              'for our newsletter.',
          ),
          heading('h2', 'Information we collect'),
          list([
            [bold('Account details: '), 'your name, email address and password (stored only as a secure hash).'],
            [bold('Saved artworks and followed artists, '), 'so we can show them to you when you return.'],
            [
              bold('Orders: '),
              'shipping address and order history. Payments are processed by our ' +
                'shop provider; we never see full card numbers.',
            ],
            [bold('Usage data: '), 'pages viewed and the device used, only when you allow analytics.'],
          ]),
          heading('h2', 'How we use it'),
          paragraph(
            'We use your information to fulfil orders, run your account, answer ' +
              'your questions and, if you ask us to, send our newsletter. We do not ' +
              'sell personal information.',
          ),
          heading('h2', 'Your choices'),
          paragraph(
            `You can update or delete your account at any time, unsubscribe from any ` +
              `email, and ask for a copy of the data we hold by writing to ` +
              `${supportEmail}.`,
          ),
          heading('h2', 'Changes to this policy'),
          paragraph(
            'If we make material changes we will update this page and, where appropriate, let you know by email.',
          ),
        ),
      ],
    },
    {
      path: '/terms-of-use',
      title: 'Terms of Use',
      header: {
        eyebrow: 'Legal',
        title: 'Terms of Use',
        description: 'The terms that apply when you use the site and buy from the gallery.',
        metaDescription: 'Terms of use for the gallery website, accounts, purchases and content.',
        ctasCollection: [cta('Read the FAQs', '/faqs', 'underline')],
        displayOptions: display('white', true, false),
      },
      body: [
        richText(
          heading('h2', '1. Using the site'),
          paragraph(
            'By using the site you agree to these terms. You must be at least 18 to create an account or buy a work.',
          ),
          heading('h2', '2. Accounts'),
          paragraph('You are responsible for keeping your password safe and for activity under your account.'),
          heading('h2', '3. Purchases'),
          list([
            ['Prices are shown in US dollars and include the artist’s commission.'],
            ['A work is reserved for you once payment is confirmed.'],
            ['Returns are accepted within fourteen days, as described in our ', link('/faqs', 'FAQs'), '.'],
          ]),
          heading('h2', '4. Images and content'),
          paragraph(
            'All images of artworks are the copyright of the artists. You may ' +
              'share them with credit for personal, non-commercial use.',
          ),
          heading('h2', '5. Contact'),
          paragraph(`Questions about these terms can be sent to ${supportEmail}.`),
        ),
      ],
    },
  ]
}
