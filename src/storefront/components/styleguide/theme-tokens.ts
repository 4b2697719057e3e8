import { readFileSync } from 'node:fs'
import path from 'node:path'

export type ThemeToken = { name: string; value: string }
export type ThemeTokens = { colors: ThemeToken[]; breakpoints: ThemeToken[]; fonts: ThemeToken[] }

/** The custom properties of the stylesheet's @theme block, grouped by Tailwind namespace. */
export function parseThemeTokens(css: string): ThemeTokens {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  const tokens = [...theme.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.trim(),
  }))
  const inNamespace = (prefix: string) =>
    tokens
      .filter((token) => token.name.startsWith(prefix))
      .map((token) => ({ ...token, name: token.name.slice(prefix.length) }))
  return { colors: inNamespace('color-'), breakpoints: inNamespace('breakpoint-'), fonts: inNamespace('font-') }
}

/** Read from the stylesheet itself, so the guide can never list a token that is not there. */
export function readThemeTokens(): ThemeTokens {
  return parseThemeTokens(readFileSync(path.join(process.cwd(), 'src/storefront/styles/globals.css'), 'utf8'))
}
