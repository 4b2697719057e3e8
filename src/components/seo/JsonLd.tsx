type JsonLdValue = string | number | boolean | null | undefined | JsonLdValue[] | { [key: string]: JsonLdValue }

/**
 * Structured data for search engines. `<` is escaped so editor text can never close the script
 * element: the content stays data, never markup.
 */
export function JsonLd({ data }: { data: { [key: string]: JsonLdValue } }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
