import preactRenderer from '@astrojs/preact/server.js'

/**
 * Preact's server renderer, told that every function component is its own. Preact is the storefront's only UI
 * framework, yet Astro asks each renderer's `check` which one a component placed in a page belongs to, and
 * Preact's answers by rendering the component in full and throwing the markup away: every component in a page
 * was rendered twice. On the search page's 240 artist cards the trial renders took half the components' render time.
 */
const renderer: typeof preactRenderer = {
  ...preactRenderer,
  check: async (Component) => typeof Component === 'function',
}

export default renderer
