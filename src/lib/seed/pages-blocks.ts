import type { FaqAccordionBlock, JournalRailBlock } from '@/payload-types'
import { paragraph, richText, type Inline } from '@/lib/synthetic-content/lexical'
import type { BlockData, BlockPlan } from './page-plan'
import type { CollectionPlan } from './plan-collections'

type RailOptions = { viewAll?: string; layout?: 'scroll' | 'grid'; limit?: number }

const rail = (title: string, { viewAll, layout = 'scroll', limit = 8 }: RailOptions = {}) => ({
  title,
  viewAll: viewAll ? { label: 'View all', path: viewAll } : { label: 'View all' },
  layout,
  limit,
})

export const newArrivalsRail = (title: string, options?: RailOptions): BlockData => ({
  blockType: 'artworkRail',
  ...rail(title, options),
  source: 'newArrivals',
})

export const featuredRail = (title: string, options?: RailOptions): BlockData => ({
  blockType: 'artworkRail',
  ...rail(title, options),
  source: 'featured',
})

/** Hand-picked works, in the given order; dropped when none of them was seeded. */
export const chosenWorksRail =
  (title: string, handles: readonly string[], options?: RailOptions): BlockPlan =>
  ({ artworkId }) => {
    const artworks = handles.flatMap((handle) => artworkId(handle) ?? [])
    if (artworks.length === 0) return null
    return { blockType: 'artworkRail', ...rail(title, options), source: 'chosen', artworks }
  }

export const artistRail = (
  title: string,
  source: 'recentlyJoined' | 'insideTheStudio',
  options?: RailOptions,
): BlockData => ({
  blockType: 'artistRail',
  ...rail(title, options),
  source,
})

export const collectionRail = (
  title: string,
  category: 'all' | CollectionPlan['category'],
  options?: RailOptions,
): BlockData => ({
  blockType: 'collectionRail',
  ...rail(title, options),
  category,
})

export const exhibitionRail = (
  title: string,
  state: 'onView' | 'upcoming' | 'past' | 'all',
  options?: RailOptions,
): BlockData => ({
  blockType: 'exhibitionRail',
  ...rail(title, options),
  state,
})

export const journalRail = (
  title: string,
  category: JournalRailBlock['category'],
  options?: RailOptions,
): BlockData => ({
  blockType: 'journalRail',
  ...rail(title, options),
  category,
})

export type Faq = readonly [question: string, answer: readonly Inline[]]

export function faqAccordion(title: string | null, faqs: readonly Faq[]): BlockData {
  const items: FaqAccordionBlock['items'] = faqs.map(([question, answer]) => ({
    question,
    answer: richText(paragraph(...answer)),
  }))
  return { blockType: 'faqAccordion', title, items }
}

/** The standard wording lives with the component; the seed leaves the override empty. */
export const readyToHang = (): BlockData => ({ blockType: 'readyToHang' })

/** A button that opens the enquiry dialog, the staff told what the enquiry is about. */
export const enquiryForm = (topic: string, text: string): BlockData => ({
  blockType: 'enquiryForm',
  title: 'Start a conversation',
  text,
  buttonLabel: 'Send an enquiry',
  topic,
})
