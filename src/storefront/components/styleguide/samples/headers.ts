import type { SectionHeaderBlock } from '@/payload-types'

const base = { blockType: 'sectionHeader' as const, title: 'Art that stays with you' }

/** Section headers covering every display option and optional part. */
export const SAMPLE_HEADERS: { label: string; block: SectionHeaderBlock }[] = [
  {
    label: 'Transparent, with icon, eyebrow, description, CTAs and note',
    block: {
      ...base,
      showIcon: true,
      icon: 'palette',
      eyebrow: 'Original art',
      description: 'Paintings, prints and objects by independent artists.',
      ctasCollection: [
        { type: 'fill', title: 'Shop all artwork', path: '/artworks' },
        { type: 'outline', title: 'New arrivals', path: '/artworks/new-arrivals' },
        { type: 'underline', title: 'Art advisory', path: '/advisory' },
      ],
      note: 'Free shipping on most works within the continental US.',
      displayOptions: {
        backgroundColor: 'transparent',
        addPaddingTop: true,
        addPaddingBottom: true,
        addBottomBorder: false,
      },
    },
  },
  {
    label: 'Seashell background with a bottom border and a scroll id',
    block: {
      ...base,
      eyebrow: 'Visit',
      title: 'The gallery in SoHo',
      description: 'See the work in person, in daylight.',
      displayOptions: {
        backgroundColor: 'seashell',
        addPaddingTop: true,
        addPaddingBottom: true,
        addBottomBorder: true,
      },
      scrollOptions: { identifier: 'sample-visit' },
    },
  },
  {
    label: 'White background, no top padding, title only',
    block: {
      ...base,
      title: 'Frequently asked questions',
      displayOptions: { backgroundColor: 'white', addPaddingTop: false, addPaddingBottom: true, addBottomBorder: true },
    },
  },
]
