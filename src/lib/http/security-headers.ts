import type { PolicySources } from '@/lib/third-party/vendors'

/** The admin (Payload's UI) gets its own, looser style rule; everything else is the storefront. */
export type PageArea = 'site' | 'admin'

export function pageArea(pathname: string): PageArea {
  return /^\/admin(\/|$)/.test(pathname) ? 'admin' : 'site'
}

type PagePolicy = {
  area: PageArea
  https: boolean
  /** Hash sources of the page's own inline scripts (see inline-scripts.ts). */
  scriptHashes: readonly string[]
  /** The hashes of the page's inline `<style>` elements. */
  styleHashes?: readonly string[]
  /** Outside hosts of the scripts switched on in the settings; none for the admin. */
  thirdParty: PolicySources
}

function directive(name: string, ...sources: ReadonlyArray<string>): string {
  return [name, ...sources].join(' ')
}

/**
 * The Content-Security-Policy of an HTML page. Scripts run only from this origin, from the page's own inline
 * scripts by hash, and from the hosts of the outside scripts that are switched on. No nonce, so a page
 * rendered once can be served again with the same header.
 */
export function pagePolicy({ area, https, scriptHashes, styleHashes = [], thirdParty }: PagePolicy): string {
  // Payload's UI injects <style> elements at run time (its select menus style themselves in the browser).
  const styles = area === 'admin' ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleHashes, ...thirdParty.style]
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", ...scriptHashes, ...thirdParty.script),
    directive('style-src', ...styles),
    // React writes style attributes (next/image's colour reset, menu offsets, banner colours).
    directive('style-src-attr', "'unsafe-inline'"),
    directive('img-src', "'self'", 'data:', 'blob:', ...thirdParty.img),
    directive('font-src', "'self'", 'data:', ...thirdParty.font),
    directive('connect-src', "'self'", ...thirdParty.connect),
    directive('frame-src', "'self'", ...thirdParty.frame),
    directive('object-src', "'none'"),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'"),
    directive('frame-ancestors', "'none'"),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The policy of everything that is not a page (API answers, media files, scripts, styles): opened on its own,
 * nothing in it runs or loads, so an uploaded SVG cannot script the site.
 */
export const RESOURCE_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox',
].join('; ')

/** Headers every response carries, whatever it is. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // Only over https: sent over http a browser ignores it, and it would pin a site still being set up.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  }
}
