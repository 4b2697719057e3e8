import { CardGrid } from '@/components/cards/CardGrid'
import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import type { ExhibitionCardDoc } from '@/lib/cms/card-fields'

type Props = {
  id?: string
  title: string
  exhibitions: ExhibitionCardDoc[]
  emptyText: string
  /** The section's first image is at the top of the page, so it is fetched first. */
  opensPage?: boolean
}

export function ExhibitionSection({ id, title, exhibitions, emptyText, opensPage = false }: Props) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="scroll-mt-24 pb-12">
      <h2 id={id ? `${id}-heading` : undefined} className="mx-auto mb-6 max-w-7xl px-4 font-serif text-2xl md:px-6">
        {title}
      </h2>
      {exhibitions.length ? (
        <CardGrid label={title}>
          {exhibitions.map((exhibition, index) => (
            <li key={exhibition.id}>
              <ExhibitionCard exhibition={exhibition} priority={opensPage && index === 0} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <p className="mx-auto max-w-7xl px-4 text-muted md:px-6">{emptyText}</p>
      )}
    </section>
  )
}
