import { describe, expect, it } from 'vitest'
import { NO_SOURCES, TAG_MANAGER_SOURCES } from '@/lib/third-party/vendors'
import { baseSecurityHeaders, pageArea, pagePolicy, RESOURCE_POLICY } from './security-headers'

/** A policy as a map from directive to its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"

describe('pagePolicy', () => {
  const site = directives(pagePolicy({ area: 'site', https: false, scriptHashes: [HASH], thirdParty: NO_SOURCES }))

  it('runs scripts from this origin and the inline scripts it hashed, nothing inline otherwise', () => {
    expect(site['script-src']).toEqual(["'self'", HASH])
    expect(site['default-src']).toEqual(["'self'"])
  })

  it('refuses framing, plugins, foreign bases and foreign form targets', () => {
    expect(site['frame-ancestors']).toEqual(["'none'"])
    expect(site['object-src']).toEqual(["'none'"])
    expect(site['base-uri']).toEqual(["'self'"])
    expect(site['form-action']).toEqual(["'self'"])
  })

  it('keeps inline style elements out of the storefront and lets the admin have them', () => {
    expect(site['style-src']).toEqual(["'self'"])
    const admin = directives(pagePolicy({ area: 'admin', https: false, scriptHashes: [], thirdParty: NO_SOURCES }))
    expect(admin['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(admin['script-src']).toEqual(["'self'"])
  })

  it('adds the hosts of the outside scripts that are on', () => {
    const withTags = directives(
      pagePolicy({ area: 'site', https: false, scriptHashes: [], thirdParty: TAG_MANAGER_SOURCES }),
    )
    expect(withTags['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com'])
    expect(withTags['connect-src']).toContain('https://*.analytics.google.com')
  })

  it('upgrades insecure requests only on an https site', () => {
    expect(site['upgrade-insecure-requests']).toBeUndefined()
    const secure = directives(pagePolicy({ area: 'site', https: true, scriptHashes: [], thirdParty: NO_SOURCES }))
    expect(secure['upgrade-insecure-requests']).toEqual([])
  })
})

describe('RESOURCE_POLICY', () => {
  it('lets nothing run in an API answer or a file opened on its own', () => {
    const resource = directives(RESOURCE_POLICY)
    expect(resource['default-src']).toEqual(["'none'"])
    expect(resource['script-src']).toBeUndefined()
    expect(resource.sandbox).toEqual([])
    expect(resource['frame-ancestors']).toEqual(["'none'"])
  })
})

describe('baseSecurityHeaders', () => {
  it('sends HSTS only for an https site', () => {
    expect(baseSecurityHeaders(false)['Strict-Transport-Security']).toBeUndefined()
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
  })

  it('forbids sniffing and framing and trims the referrer', () => {
    expect(baseSecurityHeaders(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(baseSecurityHeaders(false)['Permissions-Policy']).toMatch(/camera=\(\)/)
  })
})

describe('pageArea', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/collections/artworks', 'admin'],
    ['/administrators-guide', 'site'],
    ['/', 'site'],
  ])('%s is %s', (pathname, area) => {
    expect(pageArea(pathname)).toBe(area)
  })
})
