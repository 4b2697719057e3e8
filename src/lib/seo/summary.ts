import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

type EditorState = Parameters<typeof convertLexicalToPlaintext>[0]['data']

/** Rich text as one line of plain text for a meta description, cut at a word near `maxLength`. */
export function plainSummary(data: EditorState | null | undefined, maxLength = 160): string | undefined {
  if (!data) return undefined
  const text = convertLexicalToPlaintext({ data }).replace(/\s+/g, ' ').trim()
  if (text.length <= maxLength) return text || undefined
  const cut = text.slice(0, maxLength - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`
}
