import { expect, test, type Page } from '@playwright/test'

// An island that hydrates at once (`client:eager`: the shop's forms) waits until the page's first pictures
// (`fetchpriority="high"`) are shown, so its code never takes the main thread from the frame that paints them;
// a picture that never comes holds it a second at most.

const PRODUCT = '/products/passage-no-12'
const WORK_PICTURES = '**/api/media/file/artwork-passage-no-12{.,-}*'
// The work's price and option choice, and its purchase: two islands of one module.
const SHOP_FORMS = 'astro-island[component-url*="ProductOptions"]'

/**
 * Marks each island, as it hydrates (Astro drops its `ssr` attribute), with whether the first pictures were shown
 * then: `data-pictures-shown="true"` or `"false"`.
 */
async function markHydrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((changes) => {
      for (const change of changes) {
        const island = change.target
        if (!(island instanceof HTMLElement) || island.hasAttribute('ssr') || island.dataset.picturesShown) continue
        const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
        const shown = pictures.every((picture) => picture.complete && picture.naturalWidth > 0)
        island.dataset.picturesShown = String(shown)
      }
    }).observe(document, { subtree: true, attributeFilter: ['ssr'] })
  })
}

test("the shop's forms hydrate once the work's picture is shown", async ({ page }) => {
  await markHydrations(page)
  // The picture comes after the forms' code would have, so that hydrating at once would come first.
  await page.route(WORK_PICTURES, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.goto(PRODUCT)
  await expect(page.locator(`${SHOP_FORMS}:not([ssr])`)).toHaveCount(2)
  await expect(page.locator(`${SHOP_FORMS}[data-pictures-shown="true"]`)).toHaveCount(2)
})

test("a picture that never comes holds the shop's forms back a second at most", async ({ page }) => {
  await page.route(WORK_PICTURES, () => {
    // Never answered: the picture stays on its way.
  })
  await page.goto(PRODUCT, { waitUntil: 'commit' })
  await expect(page.locator(`${SHOP_FORMS}:not([ssr])`)).toHaveCount(2, { timeout: 5_000 })
  await expect(page.getByRole('button', { name: 'Ask about this work' })).toBeEnabled()
})
