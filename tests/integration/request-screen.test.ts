import { describe, expect, it } from 'vitest'
import { requestProblem } from '@/server/request-screen'

describe('the screen in front of every route', () => {
  it('refuses a path or a query parameter that decodes to a control character', () => {
    for (const url of [
      '/collections/%00',
      '/artists/a%1Fb',
      '/api/artworks/%7F',
      '/search?q=%00',
      '/api/artworks?where[title][equals]=x%00',
      '/?a%00=1',
    ])
      expect(requestProblem('GET', url), url).toEqual({
        status: 400,
        message: expect.stringMatching(/^The (path|query string) contains a character that is not allowed$/),
      })
  })

  it('passes tabs and line breaks in a query, and any other text', () => {
    for (const url of [
      '/search?q=a%09b%0D%0A',
      '/search?q=Caf%C3%A9+%F0%9F%8E%A8',
      '/artworks?q=%ZZ',
      '/a?b?c=%E2%80%94',
    ])
      expect(requestProblem('GET', url), url).toBeUndefined()
  })
})
