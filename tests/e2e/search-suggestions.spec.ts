import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { watchScripts } from './fixtures/script-requests'

/** A seeded artist's name, as the directory shows it. */
async function someArtistName(page: Page): Promise<string> {
  await page.goto('/artists')
  return (await page.locator('[data-card="artist"]').first().locator('h3').innerText()).trim()
}

/** Most of the name: long enough to be more than 3 characters, short enough to still be a prefix. */
const prefixOf = (name: string) => (name.length >= 7 ? name.slice(0, -2) : name)

/** The query the page's address holds, however it encodes spaces. */
const queryInUrl = (page: Page) => new URL(page.url()).searchParams.get('query')

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' })

/**
 * Types `text` and waits out the typing pause: the page searches it (a page load) and the next page takes the
 * typing up with its list open. What the test does next then never races that page load.
 */
async function openSuggestionsFor(page: Page, text: string) {
  await searchBox(page).fill(text)
  await expect.poll(() => queryInUrl(page)).toBe(text.trim())
  await expect(searchBox(page)).toHaveValue(text)
  await expect(suggestions(page)).toBeVisible()
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true')
}

let artist: string

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  artist = await someArtistName(page)
  await page.close()
})

test('the box is labelled, bounded and focused on an empty search page', async ({ page }) => {
  await page.goto('/search')
  const box = searchBox(page)
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('placeholder', 'Search artists, artworks, and keywords')
  await expect(box).toHaveAttribute('maxlength', '512')
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0)
})

test('the search client loads with the first keystroke, not with the page that focuses the box', async ({ page }) => {
  const loaded = watchScripts(page)
  await page.goto('/search')
  await expect(searchBox(page)).toBeFocused()
  await page.waitForLoadState('networkidle')
  expect(loaded('browser-search-client')).toEqual([])
  await openSuggestionsFor(page, prefixOf(artist))
  expect(loaded('browser-search-client').length).toBeGreaterThan(0)
})

test('a page of results asks for no suggestions until the visitor enters its box', async ({ page }) => {
  const loaded = watchScripts(page)
  await page.goto(`/search?query=${encodeURIComponent(prefixOf(artist))}`)
  await page.waitForLoadState('networkidle')
  expect(loaded('browser-search-client')).toEqual([])
  await searchBox(page).focus()
  // The arrow opens the list once the suggestions asked for on entering have come.
  await expect(async () => {
    await searchBox(page).press('ArrowDown')
    await expect(suggestions(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true', {
      timeout: 500,
    })
  }).toPass()
})

test('3 characters or fewer open no list; a longer prefix of an artist lists at most 5, the artist among them', async ({
  page,
}) => {
  await page.goto('/search')
  await searchBox(page).fill(artist.slice(0, 3))
  await page.waitForTimeout(600)
  await expect(suggestions(page)).toBeHidden()
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')

  await openSuggestionsFor(page, prefixOf(artist))
  const options = suggestions(page).getByRole('option')
  expect(await options.count()).toBeLessThanOrEqual(5)
  await expect(suggestions(page).getByRole('option', { name: artist, exact: true })).toBeVisible()
})

test('the arrows move through the options and Enter fills the box and searches', async ({ page }) => {
  await page.goto('/search')
  await openSuggestionsFor(page, prefixOf(artist))
  const box = searchBox(page)
  const options = suggestions(page).getByRole('option')
  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '')
  if ((await options.count()) > 1) {
    await box.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowUp')
  }
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const chosen = (await options.first().innerText()).trim()
  await box.press('Enter')
  await expect.poll(() => queryInUrl(page)).toBe(chosen)
  await expect(searchBox(page)).toHaveValue(chosen)
  await expect(suggestions(page)).toBeHidden()
})

test('an arrow key right after typing keeps the visitor on the page past the typing pause', async ({ page }) => {
  await page.goto('/search')
  const typed = prefixOf(artist)
  await openSuggestionsFor(page, typed)
  const box = searchBox(page)
  await box.press('Backspace')
  await box.press('ArrowDown')
  // Past the pause after which the page would search what was typed: the visitor is choosing, so it does not.
  await page.waitForTimeout(800)
  expect(queryInUrl(page)).toBe(typed.trim())
  await expect(box).toHaveValue(typed.slice(0, -1))
  await expect(box).toBeFocused()
})

test('a click on a suggestion fills the box and searches', async ({ page }) => {
  await page.goto('/search')
  await openSuggestionsFor(page, prefixOf(artist))
  await suggestions(page).getByRole('option', { name: artist, exact: true }).click()
  await expect.poll(() => queryInUrl(page)).toBe(artist)
  await expect(searchBox(page)).toHaveValue(artist)
  await expect(suggestions(page)).toBeHidden()
})

test('Escape closes the list and keeps the query; a second Escape changes nothing', async ({ page }) => {
  await page.goto('/search')
  const typed = prefixOf(artist)
  await openSuggestionsFor(page, typed)
  await searchBox(page).press('Escape')
  await expect(suggestions(page)).toBeHidden()
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
  await searchBox(page).press('Escape')
  await expect(searchBox(page)).toHaveValue(typed)
  await expect(searchBox(page)).toBeFocused()
  await expect(suggestions(page)).toBeHidden()
})

test('Enter without a chosen option searches what was typed', async ({ page }) => {
  await page.goto('/search')
  await searchBox(page).fill('blue harbour')
  await searchBox(page).press('Enter')
  await expect.poll(() => queryInUrl(page)).toBe('blue harbour')
})

test('Close clears the query and puts focus back in the box', async ({ page }) => {
  await page.goto(`/search?query=${encodeURIComponent(artist)}`)
  await expect(searchBox(page)).toHaveValue(artist)
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(searchBox(page)).toHaveValue('')
  await expect(searchBox(page)).toBeFocused()
  await expect(page).toHaveURL('/search')
})

test('the header’s search link leads to the box, focused, by keyboard', async ({ page }) => {
  await page.goto('/about')
  const link = page.getByRole('banner').getByRole('link', { name: 'Search' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/search')
  await expect(searchBox(page)).toBeFocused()
})

test('the search page has no axe violations with the list open', async ({ page }) => {
  await page.goto('/search')
  await openSuggestionsFor(page, prefixOf(artist))
  await searchBox(page).press('ArrowDown')
  // Choosing among the suggestions, the visitor stays on the page: the list is still open for axe.
  await expect(suggestions(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  expect(await axeViolations(page)).toEqual([])
  await expect(suggestions(page)).toBeVisible()
})
