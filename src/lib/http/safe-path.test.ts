import { describe, expect, it } from 'vitest'
import { safeLocalPath } from './safe-path'

describe('safeLocalPath', () => {
  it('keeps same-site paths', () => {
    expect(safeLocalPath('/artists/ada-lowe?tab=works', '/')).toBe('/artists/ada-lowe?tab=works')
  })

  it('refuses other sites and odd input', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeLocalPath(bad, '/')).toBe('/')
    }
  })
})
