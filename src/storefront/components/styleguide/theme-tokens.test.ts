import { describe, expect, it } from 'vitest'
import { parseThemeTokens, readThemeTokens } from './theme-tokens'

describe('theme tokens', () => {
  it('groups the @theme custom properties by namespace', () => {
    const tokens = parseThemeTokens(
      '@theme {\n  --color-ink: #111;\n  --breakpoint-md: 48rem; /* M */\n  --font-serif: Georgia, serif;\n}\n.x { --color-other: red; }',
    )
    expect(tokens.colors).toEqual([{ name: 'ink', value: '#111' }])
    expect(tokens.breakpoints).toEqual([{ name: 'md', value: '48rem' }])
    expect(tokens.fonts).toEqual([{ name: 'serif', value: 'Georgia, serif' }])
  })

  it("finds the site's colours and the three named breakpoints", () => {
    const tokens = readThemeTokens()
    expect(tokens.colors.map((token) => token.name)).toEqual(expect.arrayContaining(['ink', 'seashell', 'accent']))
    expect(tokens.breakpoints.map((token) => token.name)).toEqual(['sm', 'md', 'lg'])
  })
})
