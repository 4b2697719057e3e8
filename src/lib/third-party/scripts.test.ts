import { describe, expect, it } from 'vitest'
import { enabledThirdPartyScripts, marketingScriptProblem, thirdPartySources } from './scripts'

const ALLOWED = ['marketing.example']

describe('marketingScriptProblem', () => {
  it('accepts an https address on an allowed host', () => {
    expect(marketingScriptProblem('https://marketing.example/onsite.js?v=2', ALLOWED)).toBeNull()
  })

  it.each([
    ['http://marketing.example/onsite.js', /https/],
    ['https://attacker.example/x.js', /marketing\.example/],
    ['https://marketing.example.attacker.example/x.js', /marketing\.example/],
    ['https://user:pw@marketing.example/x.js', /user, password or port/],
    ['https://marketing.example:8443/x.js', /user, password or port/],
    ['https://marketing.example/x.js"><script>', /https/],
    ['javascript:alert(1)', /https/],
  ])('refuses %s', (value, reason) => {
    expect(marketingScriptProblem(value, ALLOWED)).toMatch(reason)
  })

  it('refuses every host when the server allows none', () => {
    expect(marketingScriptProblem('https://marketing.example/onsite.js', [])).toMatch(/MARKETING_SCRIPT_HOSTS/)
  })
})

describe('enabledThirdPartyScripts', () => {
  const allOn = {
    accessibilityWidget: { enabled: true, accountId: 'acct-123' },
    tracking: {
      tagManagerContainerId: 'GTM-AB12CD',
      marketingScriptEnabled: true,
      marketingScriptUrl: 'https://marketing.example/onsite.js',
    },
  }

  it('names each script that is switched on and valid', () => {
    expect(enabledThirdPartyScripts(allOn, ALLOWED)).toEqual({
      tagManagerId: 'GTM-AB12CD',
      accessibilityAccountId: 'acct-123',
      marketingScriptUrl: 'https://marketing.example/onsite.js',
    })
  })

  it('loads nothing that is switched off', () => {
    const off = {
      accessibilityWidget: { enabled: false, accountId: 'acct-123' },
      tracking: { marketingScriptEnabled: false, marketingScriptUrl: 'https://marketing.example/onsite.js' },
    }
    expect(enabledThirdPartyScripts(off, ALLOWED)).toEqual({
      tagManagerId: null,
      accessibilityAccountId: null,
      marketingScriptUrl: null,
    })
  })

  it('drops a stored value that no longer passes the rules', () => {
    const stored = {
      tracking: {
        tagManagerContainerId: 'GTM-"><script>',
        marketingScriptEnabled: true,
        marketingScriptUrl: 'https://attacker.example/admin-maker.js',
      },
    }
    expect(enabledThirdPartyScripts(stored, ALLOWED)).toMatchObject({ tagManagerId: null, marketingScriptUrl: null })
  })
})

describe('thirdPartySources', () => {
  it('allows nothing outside while every script is off', () => {
    const sources = thirdPartySources({ tagManagerId: null, accessibilityAccountId: null, marketingScriptUrl: null })
    expect(Object.values(sources).flat()).toEqual([])
  })

  it("allows the tag manager's hosts only while it is on", () => {
    const sources = thirdPartySources({
      tagManagerId: 'GTM-AB12CD',
      accessibilityAccountId: null,
      marketingScriptUrl: null,
    })
    expect(sources.script).toEqual(['https://*.googletagmanager.com'])
    expect(sources.connect).toContain('https://*.google-analytics.com')
    expect(sources.script.join(' ')).not.toMatch(/userway/)
  })

  it("allows the marketing script's own origin for scripts and nothing else", () => {
    const sources = thirdPartySources({
      tagManagerId: null,
      accessibilityAccountId: null,
      marketingScriptUrl: 'https://marketing.example/onsite.js',
    })
    expect(sources).toEqual({
      script: ['https://marketing.example'],
      style: [],
      img: [],
      font: [],
      connect: [],
      frame: [],
    })
  })
})
