import { sizeBucketOf, orientationOf } from '@/lib/catalog/dimensions'
import type { COLLECTION_TYPES, MediumSlug } from '@/lib/catalog/taxonomy'
import { MENU_COLLECTIONS } from '@/lib/navigation/collections-menu'
import type { ArtworkPlan } from './plan-artworks'

type MenuSlug = (typeof MENU_COLLECTIONS)[number]['slug']

export type CollectionPlan = {
  slug: string
  title: string
  category: (typeof COLLECTION_TYPES)[number]
  excerpt: string
  description: readonly string[]
  exhibitors?: string
  exhibitionLocation?: string
  /** Which works belong: a filter over the planned catalog, capped and shuffled by the seed. */
  fits: (work: ArtworkPlan) => boolean
  mediums: readonly MediumSlug[]
}

const bucket = (w: ArtworkPlan) => sizeBucketOf(w.dimensions.width, w.dimensions.height)
const ratio = (w: ArtworkPlan) =>
  Math.max(w.dimensions.width, w.dimensions.height) / Math.min(w.dimensions.width, w.dimensions.height)

const MENU: Record<MenuSlug, Omit<CollectionPlan, 'slug' | 'title'>> = {
  focus: {
    category: 'Curated',
    excerpt: 'The works our curators keep returning to this season, chosen for their clarity and nerve.',
    description: [
      'Focus gathers the pieces that stopped us in our tracks during studio visits this season.',
      'Each one is a strong single statement, ready to anchor a room on its own.',
    ],
    fits: (w) => w.featured,
    mediums: ['painting', 'photography', 'print'],
  },
  'collaborators-picks': {
    category: 'Collaborative',
    excerpt: 'Interior designer Maren Holt selects the works she would hang in her own clients’ homes.',
    description: [
      'We asked Maren Holt, whose studio designs calm, light-filled homes, to walk the whole catalog with us.',
      'Her picks favour natural palettes, generous scale and works that live comfortably with furniture.',
    ],
    exhibitors: 'Selected by Maren Holt, Holt Interiors',
    exhibitionLocation: 'Online and at the gallery',
    fits: (w) => w.index % 3 === 1,
    mediums: ['painting', 'mixed-media', 'drawing'],
  },
  realism: {
    category: 'Curated',
    excerpt: 'Faithful, observant work: photographs and drawings made from life.',
    description: [
      'Realism is about attention: to the fall of light, to the weight of an object, to a face.',
      'These works reward close looking and hold up to years on the same wall.',
    ],
    fits: (w) => w.medium === 'photography' || w.medium === 'drawing',
    mediums: ['photography', 'drawing'],
  },
  color: {
    category: 'Curated',
    excerpt: 'Saturated, joyful and unapologetic: work that brings a room to life.',
    description: [
      'Colour can do what nothing else in a room can: change the temperature, the mood, the time of day.',
      'Every work here was chosen for a palette that sings.',
    ],
    fits: (w) => w.medium === 'painting' || w.medium === 'print' || w.medium === 'mixed-media',
    mediums: ['painting', 'print', 'mixed-media'],
  },
  neutral: {
    category: 'Curated',
    excerpt: 'Stone, bone, ink and linen: quiet works in a restrained palette.',
    description: [
      'Neutral work is never dull; it relies on texture, line and proportion instead of colour.',
      'These pieces sit beautifully in calm interiors and layer well together.',
    ],
    fits: (w) => w.medium === 'drawing' || w.medium === 'sculpture-objects' || w.materials.includes('Silver gelatin'),
    mediums: ['drawing', 'sculpture-objects'],
  },
  'large-scale-statements': {
    category: 'Curated',
    excerpt: 'Large and extra-large works for double-height walls, lobbies and generous rooms.',
    description: [
      'Scale changes everything: a large work becomes architecture, setting the tone of a whole space.',
      'All of these pieces are over 25 inches on their short side.',
    ],
    fits: (w) => bucket(w) === 'Large' || bucket(w) === 'Extra-Large',
    mediums: ['painting', 'installation'],
  },
  'diptychs-triptychs': {
    category: 'Curated',
    excerpt: 'Long, panoramic formats and works in two or three panels.',
    description: [
      'Diptychs and triptychs stretch a single idea across panels, asking the eye to travel.',
      'They suit long walls above sofas, sideboards and beds.',
    ],
    fits: (w) => ratio(w) >= 1.45 && orientationOf(w.dimensions.width, w.dimensions.height) === 'Horizontal',
    mediums: ['painting', 'photography'],
  },
  'unconventional-shapes': {
    category: 'Curated',
    excerpt: 'Objects, reliefs and installations that step off the rectangle.',
    description: [
      'Not every work needs four corners. These pieces play with edges, volume and shadow.',
      'Expect ceramics, carved wood, suspended works and wall reliefs.',
    ],
    fits: (w) => w.medium === 'sculpture-objects' || w.medium === 'installation',
    mediums: ['sculpture-objects', 'installation'],
  },
}

const EXTRA: CollectionPlan[] = [
  {
    slug: 'works-on-paper',
    title: 'Works on Paper',
    category: 'Curated',
    excerpt: 'Drawings and prints with the intimacy only paper gives.',
    description: [
      'Paper records every hesitation of the hand. These works are intimate, immediate and easy to live with.',
    ],
    fits: (w) => w.medium === 'drawing' || w.medium === 'print',
    mediums: ['drawing', 'print'],
  },
  {
    slug: 'small-wonders',
    title: 'Small Wonders',
    category: 'Curated',
    excerpt: 'Little works, big presence: pieces 11x14 inches and under.',
    description: ['Small works are the best way to start a collection, or to finish a gallery wall.'],
    fits: (w) => bucket(w) === 'Small',
    mediums: ['painting', 'drawing', 'print'],
  },
  {
    slug: 'architects-choice',
    title: 'The Architect’s Choice',
    category: 'Collaborative',
    excerpt: 'Architect Idris Okonkwo picks works with structure, rhythm and a strong sense of space.',
    description: [
      'Idris Okonkwo designs libraries and schools; his selection favours grids, edges and honest materials.',
    ],
    exhibitors: 'Selected by Idris Okonkwo, Okonkwo Ward Architects',
    exhibitionLocation: 'Chicago, IL',
    fits: (w) => w.medium === 'print' || w.medium === 'installation' || w.medium === 'photography',
    mediums: ['print', 'installation'],
  },
  {
    slug: 'collectors-circle',
    title: 'The Collector’s Circle',
    category: 'Collaborative',
    excerpt: 'Five long-time collectors each choose the work they wish they had bought first.',
    description: [
      'We invited five collectors from our community to choose one work each, and then a few more.',
      'The result is personal, eclectic and full of conviction.',
    ],
    exhibitors: 'Selected by members of the Collector’s Circle',
    exhibitionLocation: 'Online',
    fits: (w) => w.index % 7 === 3,
    mediums: ['painting', 'sculpture-objects', 'photography'],
  },
  {
    slug: 'hotel-lobby-edit',
    title: 'The Hospitality Edit',
    category: 'Collaborative',
    excerpt: 'A hospitality design studio selects durable, generous works for lobbies and suites.',
    description: [
      'Chosen with the design team at Studio Corvo for hotels and shared spaces that see thousands of guests.',
    ],
    exhibitors: 'Selected by Studio Corvo',
    exhibitionLocation: 'Lisbon, Portugal',
    fits: (w) => bucket(w) !== 'Small' && w.medium !== 'drawing',
    mediums: ['painting', 'mixed-media'],
  },
  {
    slug: 'ready-to-hang',
    title: 'Ready to Hang',
    category: 'Curated',
    excerpt: 'Framed where needed and ready for pick-up at the loft in one or two business days.',
    description: ['Everything here is ready-to-hang (framed if applicable) and can be picked up in 1-2 business days.'],
    fits: (w) => w.readyForPickup,
    mediums: ['painting', 'print'],
  },
]

export function planCollections(): CollectionPlan[] {
  const menu = MENU_COLLECTIONS.map((entry) => ({ slug: entry.slug, title: entry.title, ...MENU[entry.slug] }))
  return [...menu, ...EXTRA]
}
