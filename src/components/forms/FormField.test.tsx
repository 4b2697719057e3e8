import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormField } from './FormField'

describe('FormField', () => {
  it('reads its hint and error out with the input', () => {
    const html = renderToStaticMarkup(
      <FormField id="f-email" name="email" label="Email" type="email" hint="We reply here." error="Enter it" />,
    )
    expect(html).toContain('aria-describedby="f-email-hint f-email-error"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('required=""')
  })

  it('is a textarea for a multi-line answer, and an optional one is marked and not required', () => {
    const html = renderToStaticMarkup(<FormField id="f-message" name="message" label="Message" rows={4} optional />)
    expect(html).toMatch(/^<div><label for="f-message"[^>]*>Message<span[^>]*> \(optional\)<\/span><\/label><textarea/)
    expect(html).toContain('rows="4"')
    expect(html).not.toContain('required')
  })
})
