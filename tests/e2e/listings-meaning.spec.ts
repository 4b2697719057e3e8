import { expect, test } from '@playwright/test'
import { publicDocs } from './fixtures/public-reads'

type Doc = { [key: string]: unknown }

test('Recently Joined lists the twelve latest artists, newest first, each with its date', async ({ page, request }) => {
  // joinedAt has no index, so a visitor may not sort by it: the test sorts every artist itself.
  const latest = (await publicDocs<Doc>(request, 'artists', 'depth=0&sort=-createdAt', 1000)).sort((a, b) =>
    String(b.joinedAt).localeCompare(String(a.joinedAt)),
  )
  await page.goto('/artists/recently-joined')
  const cards = page.getByRole('list', { name: 'Recently joined artists' }).locator('[data-card="artist"]')
  await expect(cards).toHaveCount(12)
  await expect(cards.first()).toHaveAttribute('href', `/artists/${String(latest[0]?.slug)}`)
  await expect(cards.first()).toContainText(/Joined [A-Z][a-z]{2} \d{2}, \d{4}/)
})

test('New Arrivals holds only the last 90 days of works, not the whole catalogue', async ({ page, request }) => {
  const cutoff = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString()
  const recent = await request.get(`/api/artworks?limit=1&depth=0&where[publishedAt][greater_than]=${cutoff}`)
  const { totalDocs: recentCount } = (await recent.json()) as { totalDocs: number }
  const all = (await (await request.get('/api/artworks?limit=1&depth=0')).json()) as { totalDocs: number }
  await page.goto('/artworks/new-arrivals')
  const count = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'))
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(all.totalDocs)
  expect(count).toBeLessThanOrEqual(recentCount)
})

test('an exhibition page lists the works in the show and links its exhibitors', async ({ page, request }) => {
  const exhibitions = await publicDocs<Doc>(request, 'exhibitions', 'depth=0&sort=-createdAt', 1000)
  const show = exhibitions.find((exhibition) => Array.isArray(exhibition.artworks) && exhibition.artworks.length > 0)
  if (!show) throw new Error('no exhibition with works')
  await page.goto(`/exhibitions/${String(show.slug)}`)
  const works = page.getByRole('list', { name: 'Works in the exhibition' }).locator('[data-card="artwork"]')
  await expect(works.first()).toBeVisible()
  expect(await works.count()).toBe((show.artworks as unknown[]).length)
  const exhibitor = page.locator('[data-exhibitors] a').first()
  await expect(exhibitor).toHaveAttribute('href', /^\/artists\/[a-z0-9-]+$/)
})
