import { CardGrid } from '@/components/cards/CardGrid'
import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import type { ExhibitionCardDoc } from '@/lib/cms/card-fields'

type Props = { id?: string; title: string; exhibitions: ExhibitionCardDoc[]; emptyText: string }

export function ExhibitionSection({ id, title, exhibitions, emptyText }: Props) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="scroll-mt-24 pb-12">
      <h2 id={id ? `${id}-heading` : undefined} className="mx-auto mb-6 max-w-7xl px-4 font-serif text-2xl md:px-6">
        {title}
      </h2>
      {exhibitions.length ? (
        <CardGrid label={title}>
          {exhibitions.map((exhibition) => (
            <li key={exhibition.id}>
              <ExhibitionCard exhibition={exhibition} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <p className="mx-auto max-w-7xl px-4 text-muted md:px-6">{emptyText}</p>
      )}
    </section>
  )
}
