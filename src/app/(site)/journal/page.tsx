import type { Metadata } from 'next'
import { CardGrid } from '@/components/cards/CardGrid'
import { JournalCard } from '@/components/cards/JournalCard'
import { PageHeading } from '@/components/ui/PageHeading'
import { STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { listStoryCards } from '@/lib/cms/card-lists'

export const metadata: Metadata = { title: 'Journal' }

export default async function JournalPage() {
  const docs = await listStoryCards({ sort: '-publishedAt', limit: 200 })
  return (
    <>
      <PageHeading
        title="Journal"
        eyebrow="Stories"
        description="Studio visits, collector homes and conversations with our artists."
      />
      {STORY_CATEGORIES.map((category) => {
        const stories = docs.filter((story) => story.category === category)
        if (!stories.length) return null
        return (
          <section key={category} className="pb-12">
            <h2 className="mx-auto mb-6 max-w-7xl px-4 font-serif text-2xl md:px-6">{category}</h2>
            <CardGrid label={category}>
              {stories.map((story) => (
                <li key={story.id}>
                  <JournalCard story={story} />
                </li>
              ))}
            </CardGrid>
          </section>
        )
      })}
    </>
  )
}
