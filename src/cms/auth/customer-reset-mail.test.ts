import { describe, expect, it } from 'vitest'
import { customerResetLink, customerResetMailHtml } from './customer-reset-mail'

describe('customer reset mail', () => {
  it("links to the shop's reset page with the token, whatever the site address ends with", () => {
    expect(customerResetLink('https://gallery.example/', 'ab12')).toBe(
      'https://gallery.example/account/reset?token=ab12',
    )
    expect(customerResetLink('http://localhost:3000', 'a b')).toBe('http://localhost:3000/account/reset?token=a%20b')
  })

  it('escapes what it puts into the HTML', () => {
    const html = customerResetMailHtml('https://x.example/account/reset?token=1&a="b"', 'Moss & <Stone>')
    expect(html).toContain('href="https://x.example/account/reset?token=1&amp;a=&quot;b&quot;"')
    expect(html).toContain('Moss &amp; &lt;Stone&gt;')
    expect(html).not.toContain('<Stone>')
  })
})
