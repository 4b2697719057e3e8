import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { FRAME_MOULDING_IN } from '../../src/lib/catalog/framing'
import { PERSON_HEIGHT_IN } from '../../src/components/shop/room/room-layout'
import { axeViolations } from './fixtures/axe'
import { editorApi, PREVIEW_SECRET } from './fixtures/editor'
import { publicDocs } from './fixtures/public-reads'
import { watchScripts } from './fixtures/script-requests'

type Work = { id: number; handle: string; dimensions: { width: number; height: number } }

async function seededWork(request: APIRequestContext, where: string): Promise<Work> {
  const response = await request.get(`/api/artworks?limit=1&depth=0&${where}`)
  const [work] = ((await response.json()) as { docs: Work[] }).docs
  if (!work) throw new Error(`no artwork where ${where}`)
  return work
}

/** A small, a tall and a wide work of the seeded catalog: three different sizes and proportions. */
const SIZES = {
  small: 'where[sizeBucket][equals]=Small',
  tall: 'where[orientation][equals]=Vertical&where[sizeBucket][in]=Large,Extra-Large',
  wide: 'where[orientation][equals]=Horizontal&where[sizeBucket][in]=Large,Extra-Large',
} as const

const room = (page: Page) => page.getByRole('dialog', { name: 'In a room, at true scale' })

async function openRoom(page: Page): Promise<Locator> {
  const trigger = page.getByRole('button', { name: 'View in a room' })
  await trigger.scrollIntoViewIfNeeded()
  await expect(trigger).toBeEnabled()
  await trigger.click()
  await expect(room(page).locator('[data-room-scene]')).toBeVisible()
  return room(page)
}

async function sizeOf(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not drawn')
  return { width: box.width, height: box.height }
}

/** The drawn work's width and height against the person's height, each as a share of what true scale asks. */
async function scaleErrors(dialog: Locator, widthIn: number, heightIn: number) {
  const person = await sizeOf(dialog.locator('[data-room-reference]'))
  const work = await sizeOf(dialog.locator('[data-room-work]'))
  const pixelsPerInch = person.height / PERSON_HEIGHT_IN
  return {
    width: Math.abs(work.width / (widthIn * pixelsPerInch) - 1),
    height: Math.abs(work.height / (heightIn * pixelsPerInch) - 1),
  }
}

test('a small, a tall and a wide work are drawn in proportion to the person within 2 %', async ({ page, request }) => {
  const works = await Promise.all(Object.values(SIZES).map((where) => seededWork(request, where)))
  expect(new Set(works.map(({ dimensions }) => `${dimensions.width}x${dimensions.height}`)).size).toBe(3)
  for (const work of works) {
    await page.goto(`/products/${work.handle}`)
    const dialog = await openRoom(page)
    const errors = await scaleErrors(dialog, work.dimensions.width, work.dimensions.height)
    expect(errors.width, work.handle).toBeLessThan(0.02)
    expect(errors.height, work.handle).toBeLessThan(0.02)
    const { width, height } = work.dimensions
    await expect(dialog.locator('[data-room-size]')).toContainText(`${width} × ${height} in`)
    await expect(dialog.locator('[data-room-size]')).toContainText(' cm)')
  }
})

test('the room code loads only when the room is opened', async ({ page, request }) => {
  const work = await seededWork(request, SIZES.small)
  const loaded = watchScripts(page)
  await page.goto(`/products/${work.handle}`)
  await page.getByRole('button', { name: 'View in a room' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'View in a room' })).toBeEnabled()
  expect(loaded('RoomScene')).toEqual([])
  await openRoom(page)
  expect(loaded('RoomScene').length).toBeGreaterThan(0)
})

test('a work chosen framed is drawn in its frame, and the frame can be taken off', async ({ page, request }) => {
  // A visitor filters on a work's own fields; its options are read from each work.
  const works = await publicDocs<Work & { variants: Array<{ title: string }> }>(
    request,
    'artworks',
    'depth=0&sort=handle&where[availability][equals]=Available&where[priceUponRequest][equals]=false&where[customCommission][equals]=false',
    1000,
  )
  const work = works.find((each) => each.variants.some((option) => option.title === 'Framed'))
  if (!work) throw new Error('no available work offered framed')
  await page.goto(`/products/${work.handle}`)
  // Chosen once the options island has hydrated, as a buyer's click after the page has settled.
  await expect(page.locator('astro-island[ssr] [data-variant-chooser]')).toHaveCount(0)
  await page.getByRole('radio', { name: /^Framed/ }).check()
  const dialog = await openRoom(page)
  await expect(dialog.getByRole('checkbox', { name: 'Framed' })).toBeChecked()
  const frame = await sizeOf(dialog.locator('[data-room-frame]'))
  const person = await sizeOf(dialog.locator('[data-room-reference]'))
  const pixelsPerInch = person.height / PERSON_HEIGHT_IN
  expect(Math.abs(frame.width / ((work.dimensions.width + 2 * FRAME_MOULDING_IN) * pixelsPerInch) - 1)).toBeLessThan(
    0.02,
  )
  const errors = await scaleErrors(dialog, work.dimensions.width, work.dimensions.height)
  expect(Math.max(errors.width, errors.height)).toBeLessThan(0.02)
  await dialog.getByRole('checkbox', { name: 'Framed' }).uncheck()
  await expect(dialog.locator('[data-room-frame]')).toHaveCount(0)
})

test('the room is a keyboard dialog: focus stays inside, Escape closes it, focus returns', async ({
  page,
  request,
}) => {
  const work = await seededWork(request, SIZES.tall)
  await page.goto(`/products/${work.handle}`)
  const trigger = page.getByRole('button', { name: 'View in a room' })
  await trigger.scrollIntoViewIfNeeded()
  await expect(trigger).toBeEnabled()
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(room(page).locator('[data-room-scene]')).toBeVisible()
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(room(page)).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('at 375 px the room fits the screen, in proportion, and passes axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const work = await seededWork(request, SIZES.wide)
  await page.goto(`/products/${work.handle}`)
  const dialog = await openRoom(page)
  const scene = await dialog.locator('[data-room-scene]').boundingBox()
  expect((scene?.x ?? -1) >= 0 && (scene?.x ?? 0) + (scene?.width ?? 0) <= 375).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const errors = await scaleErrors(dialog, work.dimensions.width, work.dimensions.height)
  expect(Math.max(errors.width, errors.height)).toBeLessThan(0.02)
  expect(await axeViolations(page, 'dialog[open]')).toEqual([])
})

test.describe('in the admin’s preview of a draft', () => {
  const handle = `room-draft-${Date.now().toString(36)}`
  let draftId: number | undefined

  test.beforeAll(async ({ request }) => {
    const api = await editorApi(request)
    const image = await api.first('media')
    const artist = await api.first('artists', '&where[_status][equals]=published')
    const draft = await api.createDraft('artworks', {
      title: 'Room Draft',
      handle,
      artist: artist.id,
      medium: 'painting',
      images: [image.id, image.id],
      variants: [
        { title: 'Unframed', price: 900 },
        { title: 'Framed', price: 1100 },
      ],
      inventory: 1,
      availability: 'Available',
      dimensions: { width: 30, height: 12 },
    })
    draftId = draft.id
  })

  test.afterAll(async ({ request }) => {
    if (draftId !== undefined) await (await editorApi(request)).remove('artworks', draftId)
  })

  test('the room view works on the draft’s preview page', async ({ page }) => {
    await page.goto(`/?preview=${PREVIEW_SECRET}`)
    await page.goto(`/products/${handle}`)
    const dialog = await openRoom(page)
    const errors = await scaleErrors(dialog, 30, 12)
    expect(Math.max(errors.width, errors.height)).toBeLessThan(0.02)
    await expect(dialog.locator('[data-room-size]')).toContainText('30 × 12 in (76.2 × 30.5 cm)')
  })
})
