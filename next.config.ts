import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // Turbopack keeps a filesystem cache for the next build by default. A fresh clone builds once, so writing it
    // only costs time: about 38 s of a 124 s admin build on 2 cores.
    turbopackFileSystemCacheForBuild: false,
    // Source maps of the server bundle: 110 MB and about 10 s of the build, and the production server never
    // reads them (the webpack build this replaced made none either).
    turbopackSourceMaps: false,
    // Next loads every admin page and API route at start by default. The storefront's pages never go through
    // Next, so the server answers them 1.2 s sooner without it; each admin page or API route instead loads on
    // its first request, about 0.2 s once per instance.
    preloadEntriesOnStart: false,
  },
  // `npm run typecheck` (and CI before every build) checks the types; the build does not check them again,
  // which takes a fresh clone's first start about half a minute sooner.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
}

const payloadNextConfig = withPayload(nextConfig, { devBundleServerPackages: false })

const isColourSchemeHintRule = (rule: { headers: { key: string }[] }) =>
  rule.headers.some((header) => header.key === 'Critical-CH')

/**
 * Payload asks for the visitor's colour scheme on every path with `Critical-CH`, which makes Chrome send each
 * storefront page request twice (the first answer is thrown away and the request retried with the hint) and adds
 * `Vary` on it. Only the admin themes itself by that hint, so the rule applies to the admin's paths alone.
 */
const config: NextConfig = {
  ...payloadNextConfig,
  headers: async () =>
    ((await payloadNextConfig.headers?.()) ?? []).map((rule) =>
      isColourSchemeHintRule(rule) ? { ...rule, source: '/admin/:path*' } : rule,
    ),
}

export default config
