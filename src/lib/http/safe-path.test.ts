import { describe, expect, it } from 'vitest'
import { localPath, safeLocalPath } from './safe-path'

// Each of these reads as a path on this site to a naive check, yet a browser or router that decodes it or
// resolves its dot segments ends up at `//evil.example`, another site.
const LEAVING_ONCE_RESOLVED = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/./\\evil.example',
  '/.\\/evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  '%2f%2fevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%25%32%66%25%32%66evil.example',
  '/%252f%252fevil.example%',
  '/%2525252525252f%2525252525252fevil.example',
]

const OTHER_SITES_AND_ODD_INPUT = [
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  'hTtP://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,hi',
  'evil.example',
  '',
  null,
  undefined,
]

describe('safeLocalPath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeLocalPath('/artists/ada-lowe?tab=works', '/')).toBe('/artists/ada-lowe?tab=works')
    expect(safeLocalPath('/admin/collections/artworks?page=2#top', '/admin')).toBe(
      '/admin/collections/artworks?page=2#top',
    )
    expect(safeLocalPath('/search?q=a%20b', '/')).toBe('/search?q=a%20b')
    expect(safeLocalPath('/search?q=%2F%2Fevil.example', '/')).toBe('/search?q=%2F%2Fevil.example')
    expect(safeLocalPath('/search?q=100%25', '/')).toBe('/search?q=100%25')
    expect(safeLocalPath('/artists/caf%C3%A9', '/')).toBe('/artists/caf%C3%A9')
  })

  it('resolves dot segments and backslashes that stay on the site', () => {
    expect(safeLocalPath('/artists/./ada-lowe/../ada-lowe', '/')).toBe('/artists/ada-lowe')
    expect(safeLocalPath('/artists\\ada-lowe', '/')).toBe('/artists/ada-lowe')
    expect(safeLocalPath('/../../saved', '/')).toBe('/saved')
  })

  it.each(LEAVING_ONCE_RESOLVED)('refuses %j, which leaves the site once decoded or resolved', (target) => {
    expect(safeLocalPath(target, '/')).toBe('/')
  })

  it.each(OTHER_SITES_AND_ODD_INPUT)('refuses %j', (target) => {
    expect(safeLocalPath(target, '/')).toBe('/')
  })

  it('gives a path that is its own normal form, so a second pass changes nothing', () => {
    for (const target of ['/artists/./ada-lowe', '/search?q=a b', '/a\\b', '/x?y=%2F%2F#z', '/caf\u00e9']) {
      const once = localPath(target)
      expect(once, target).toBeDefined()
      expect(localPath(once), target).toBe(once)
    }
  })
})
