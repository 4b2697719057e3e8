import type { Block, Field } from 'payload'
import { selectOptions } from '../../fields/select-options'
import { defineBlock } from '../define-block'

/** What every rail shares: a title, an optional 'View all' link, a layout and how many cards. */
const railFields: Field[] = [
  { name: 'title', type: 'text', required: true, localized: true },
  {
    name: 'viewAll',
    label: "'View all' link",
    type: 'group',
    fields: [
      { name: 'label', type: 'text', localized: true, defaultValue: 'View all' },
      {
        name: 'path',
        type: 'text',
        admin: { description: 'Leave empty to hide the link, e.g. /artworks/new-arrivals.' },
      },
    ],
  },
  {
    name: 'layout',
    type: 'select',
    required: true,
    defaultValue: 'scroll',
    options: selectOptions({ scroll: 'Horizontally scrolling row', grid: 'Grid' }),
  },
  { name: 'limit', type: 'number', required: true, defaultValue: 8, min: 1, max: 24 },
]

type RailName = {
  /** What its cards show, lower case: 'artist' makes the artistRail block, labelled 'Artist rail'. */
  kind: string
  dbName: string
}

/** A row of cards: the fields every rail shares, then those that choose its cards. */
export function railBlock({ kind, dbName }: RailName, fields: Field[]): Block {
  const label = `${kind[0]!.toUpperCase()}${kind.slice(1)} rail`
  return defineBlock({ slug: `${kind}Rail`, dbName, label }, [...railFields, ...fields])
}

/**
 * What chooses a rail's cards: a required select whose first option is the default, so a new rail shows
 * cards at once.
 */
export function cardSource(name: string, labels: Record<string, string>): Field {
  const options = selectOptions(labels)
  return { name, type: 'select', required: true, defaultValue: options[0]!.value, options }
}

/** Admin settings that show a field only while the rail's source is `source`. */
export function shownForSource(source: string) {
  return { condition: (_: unknown, sibling: { source?: unknown }) => sibling.source === source }
}
