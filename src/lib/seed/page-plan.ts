import type { SectionHeaderBlock } from '@/payload-types'
import type { RichText } from './lexical'

export type Header = Omit<SectionHeaderBlock, 'blockType' | 'id' | 'blockName'>
export type Cta = NonNullable<Header['ctasCollection']>[number]

export type PagePlan = { path: string; title: string; header: Header; body: RichText[] }

export const cta = (title: string, path: string, type: Cta['type'] = 'fill', darkMode = false): Cta => ({
  type,
  title,
  path,
  darkMode,
})

type Display = NonNullable<Header['displayOptions']>

/** Display options vary page to page so the styleguide's combinations all appear in the demo. */
export function display(backgroundColor: Display['backgroundColor'], addBottomBorder = false, addPaddingTop = true): Display {
  return { backgroundColor, addPaddingTop, addPaddingBottom: true, addBottomBorder }
}
