import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next turns its build worker off when a config has its own `webpack` function, as ours does; on, the server
  // and edge bundles compile in parallel and the build traces are collected while the client bundle compiles,
  // which takes a fresh clone's admin build from about 117 s to 106 s on 2 cores.
  experimental: { webpackBuildWorker: true, parallelServerCompiles: true, parallelServerBuildTraces: true },
  // `npm run typecheck` (and CI before every build) checks the types; the build does not check them again,
  // which takes a fresh clone's first start about half a minute sooner.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  webpack: (webpackConfig) => {
    // Payload's sources import siblings with `.js` specifiers that resolve to `.ts` files.
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
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
