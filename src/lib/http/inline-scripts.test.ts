import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, inlineStyleHashes } from './inline-scripts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it("hashes each inline script's exact text, as Next writes them", () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
    const payload = 'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"x\\"}\\n\\u003c/script\\u003e é"])'
    const html = `<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>
      <script>${bootstrap}</script><script>${payload}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha256(bootstrap), sha256(payload)])
  })

  it('leaves out data blocks and scripts loaded by address', () => {
    const html = `<script type="application/ld+json">{"@type":"Product"}</script>
      <script id="tag-manager" src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD"></script>
      <script type="module">import "/x.js"</script>`
    expect(inlineScriptHashes(html)).toEqual([sha256('import "/x.js"')])
  })

  it('lists a script repeated in the page once', () => {
    expect(inlineScriptHashes('<script>a()</script><SCRIPT>a()</SCRIPT >')).toEqual([sha256('a()')])
  })
})

describe('inlineStyleHashes', () => {
  it("hashes each inline style element's exact text once, as Astro writes its island rule", () => {
    const rule = 'astro-island,astro-slot,astro-static-slot{display:contents}'
    const html = `<style>${rule}</style><p style="color:red">x</p><link rel="stylesheet" href="/a.css"><style>${rule}</style>`
    expect(inlineStyleHashes(html)).toEqual([sha256(rule)])
  })
})
