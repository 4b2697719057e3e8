import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { signInAsAdmin } from './fixtures/shop'

test('staff open the insight dashboard, see each chart beside its numbers, and download a chart as CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A search that finds nothing, twice, as the search page reports it.
  const query = `zqxj nothing ${randomBytes(3).toString('hex')}`
  for (let search = 0; search < 2; search++) {
    const answer = await request.post('/api/search-queries', {
      headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
      data: { query },
    })
    expect(answer.status(), await answer.text()).toBe(200)
  }

  await signInAsAdmin(page)
  await expect(page.getByRole('link', { name: 'Insight', exact: true })).toHaveAttribute('href', '/admin/insight')
  await page.goto('/admin/insight')
  await expect(page.getByRole('heading', { level: 1, name: 'Insight' })).toBeVisible({ timeout: 30_000 })
  for (const title of [
    'Most saved works',
    'Most followed artists',
    'Searches that found nothing',
    'Enquiries and orders by week',
    'Enquiries that became orders',
  ]) {
    await expect(page.getByRole('region', { name: title }).getByRole('table')).toBeVisible()
  }

  const searches = page.getByRole('region', { name: 'Searches that found nothing' })
  await expect(searches.getByRole('row').filter({ hasText: query })).toContainText('2')
  await expect(searches.getByRole('img', { name: /searches that found nothing/ })).toHaveAttribute('data-drawn', 'true')
  // A horizontal bar is an SVG line: it has no height for Playwright to call visible, so it is counted instead.
  expect(await searches.locator('svg .ct-bar').count()).toBeGreaterThan(0)
  const weekly = page.getByRole('region', { name: 'Enquiries and orders by week' })
  await expect(weekly.locator('svg .ct-line')).toHaveCount(2)
  await expect(weekly.getByRole('row')).toHaveCount(13)

  // The dashboard's own sections; Payload's header around them is Payload's (its locale label fails contrast).
  expect(await axeViolations(page, '.insight-section')).toEqual([])
  await page.screenshot({ path: test.info().outputPath('insight.png'), fullPage: true })

  const downloading = page.waitForEvent('download')
  await searches.getByRole('link', { name: /Download CSV/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^searches-found-nothing-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('Search,Searches')
  expect(csv).toContain(`${query},2\r\n`)
})
