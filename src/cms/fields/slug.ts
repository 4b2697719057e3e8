import type { Field, FieldHook } from 'payload'
import { slugify } from '@/lib/text/slugify'

type SlugSource = string | ((data: Record<string, unknown>) => unknown)

function fillFrom(source: SlugSource): FieldHook {
  return ({ value, data = {} }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const text = typeof source === 'string' ? data[source] : source(data)
    return typeof text === 'string' ? slugify(text) : value
  }
}

/** A unique URL segment, filled from another field when the editor leaves it empty. */
export function slugField(source: SlugSource = 'title', sourceLabel = 'title', name = 'slug'): Field {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: `Part of the page address. Left empty, it is made from the ${sourceLabel}.`,
    },
    hooks: { beforeValidate: [fillFrom(source)] },
  }
}
