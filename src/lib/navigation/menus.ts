import { ADVISORY_PAGES } from './advisory'
import { MENU_COLLECTIONS } from './collections-menu'
import { READY_FOR_PICKUP, READY_FOR_PICKUP_HREF } from '@/lib/catalog/ready-for-pickup'
import { MEDIUMS } from '@/lib/catalog/taxonomy'
import type { ShopLinks } from '@/lib/shop/links'

export type NavLink = { label: string; href: string }
export type NavGroup = { heading: string; links: NavLink[] }
/** A header menu: its label opens its groups of links. */
export type NavMenu = { id: string; label: string; groups: NavGroup[] }

const advisory = (title: string) => {
  const page = ADVISORY_PAGES.find((p) => p.title === title)
  if (!page) throw new Error(`No advisory page titled ${title}`)
  return { label: title, href: page.path }
}

/** A menu with a single group, headed by the menu's own label. */
const menuOfOneGroup = (id: string, label: string, links: NavLink[]): NavMenu => ({
  id,
  label,
  groups: [{ heading: label, links }],
})

/** The gift guide page; the header links it only while the seasonal flag is on. */
export const GIFT_GUIDE_PATH = '/gift-guide'

type MenuOptions = { seasonalGiftGuide: boolean; shop: ShopLinks }

/** The header's menus with their items, in menu order. */
export function headerMenus({ seasonalGiftGuide, shop }: MenuOptions): NavMenu[] {
  const browseBy: NavLink[] = [
    { label: 'New Arrivals', href: '/artworks/new-arrivals' },
    ...(seasonalGiftGuide ? [{ label: 'Gift Guide', href: GIFT_GUIDE_PATH }] : []),
    { label: 'Featured', href: '/artworks/featured' },
    { label: 'Art Under $350', href: '/artworks/art-under-350' },
    { label: 'Art Under $800', href: '/artworks/art-under-800' },
    { label: READY_FOR_PICKUP.label, href: READY_FOR_PICKUP_HREF },
    { label: 'Gift Cards', href: shop.giftCard },
    { label: 'Custom Artwork', href: '/advisory/custom-artwork' },
    { label: 'All Artwork', href: '/artworks' },
  ]
  return [
    {
      id: 'artwork',
      label: 'Artwork',
      groups: [
        { heading: 'Browse By', links: browseBy },
        {
          heading: 'Mediums',
          links: [
            ...MEDIUMS.map((m) => ({ label: m.menuLabel, href: `/artworks/medium/${m.slug}` })),
            { label: 'All Mediums', href: '/artworks' },
          ],
        },
        {
          heading: 'Collections',
          links: [
            ...MENU_COLLECTIONS.map((c) => ({ label: c.title, href: `/collections/${c.slug}` })),
            { label: 'All Collections', href: '/collections' },
          ],
        },
      ],
    },
    menuOfOneGroup('exhibitions', 'Exhibitions', [
      { label: 'On View', href: '/exhibitions#onview' },
      { label: 'Upcoming', href: '/exhibitions#upcoming' },
      { label: 'Past', href: '/exhibitions#past' },
      { label: 'All Exhibitions', href: '/exhibitions/all' },
    ]),
    menuOfOneGroup('advisory', 'Advisory', [
      { label: 'The Gallery', href: '/the-gallery' },
      advisory('For Individuals'),
      advisory('For Companies'),
      advisory('For Trade'),
      { label: 'All Services', href: '/advisory' },
    ]),
    menuOfOneGroup('artists', 'Artists', [
      { label: 'Recently Joined', href: '/artists/recently-joined' },
      { label: 'Inside the Studio', href: '/artists/inside-the-studio' },
      { label: 'All Artists', href: '/artists' },
    ]),
  ]
}

/** The footer's groups in footer order. */
export const FOOTER_GROUPS: NavGroup[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Journal', href: '/journal' },
      { label: 'Contact', href: '/contact' },
      { label: 'Press', href: '/press' },
      { label: 'FAQs', href: '/faqs' },
    ],
  },
  {
    heading: 'Visit',
    links: [
      { label: 'The Gallery', href: '/the-gallery' },
      { label: 'Exhibitions', href: '/exhibitions' },
    ],
  },
  {
    heading: 'Art Advisory',
    links: [advisory('For Individuals'), advisory('For Companies'), advisory('Custom Artwork')],
  },
  {
    heading: 'Trade',
    links: [
      advisory('Interior Designers'),
      advisory('Architects'),
      advisory('Real Estate Developers'),
      advisory('Art Consultants'),
    ],
  },
]

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
]
