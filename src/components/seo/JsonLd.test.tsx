import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd } from './JsonLd'

describe('JsonLd', () => {
  it('keeps editor text inside the script as data', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }} />,
    )
    expect(html).not.toContain('</script><script>')
    expect(html).toContain('\\u003c/script>')
    expect(html.match(/<script/g)).toHaveLength(1)
  })
})
