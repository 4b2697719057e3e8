import { describe, expect, it } from 'vitest'
import {
  SITEMAP_PAGE_SIZE,
  sitemapIndexXml,
  sitemapPageCount,
  sitemapPageOf,
  sitemapPageXml,
  type SitemapEntry,
} from './sitemap-xml'

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({ url: `https://gallery.test/products/work-${index}` }))

describe('the sitemap in pages', () => {
  it('needs one page for an empty or small site, and one more for each 5,000 addresses after', () => {
    expect(sitemapPageCount(0)).toBe(1)
    expect(sitemapPageCount(SITEMAP_PAGE_SIZE)).toBe(1)
    expect(sitemapPageCount(SITEMAP_PAGE_SIZE + 1)).toBe(2)
    expect(sitemapPageCount(100_435)).toBe(21)
  })

  it('lists every page in the index', () => {
    const index = sitemapIndexXml('https://gallery.test', 3)
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://gallery.test/sitemaps/0.xml',
      'https://gallery.test/sitemaps/1.xml',
      'https://gallery.test/sitemaps/2.xml',
    ])
  })

  it('puts each address on exactly one page, in order, and keeps a page under 1 MB', () => {
    const all = entries(SITEMAP_PAGE_SIZE * 2 + 7)
    const pages = [0, 1, 2].map((page) => sitemapPageXml(all, page))
    const listed = pages.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    expect(listed).toEqual(all.map((entry) => entry.url))
    for (const xml of pages) expect(Buffer.byteLength(xml)).toBeLessThan(1_000_000)
  })

  it('escapes the five XML characters and writes lastmod only when known', () => {
    const xml = sitemapPageXml(
      [
        { url: `https://gallery.test/journal/a&b<c>"d'`, lastModified: '2026-11-28T00:00:00.000Z' },
        { url: 'https://gallery.test/artworks' },
      ],
      0,
    )
    expect(xml).toContain(
      '<url><loc>https://gallery.test/journal/a&amp;b&lt;c&gt;&quot;d&apos;</loc><lastmod>2026-11-28T00:00:00.000Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://gallery.test/artworks</loc></url>')
  })

  it('names a page only by a listed number with .xml', () => {
    expect(sitemapPageOf('0.xml', 2)).toBe(0)
    expect(sitemapPageOf('1.xml', 2)).toBe(1)
    for (const file of ['2.xml', '01.xml', '-1.xml', '1', '1.xml.gz', 'a.xml', '1e3.xml', '9999999.xml', '%00.xml'])
      expect(sitemapPageOf(file, 2), file).toBeUndefined()
  })
})
