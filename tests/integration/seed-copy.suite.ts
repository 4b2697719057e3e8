import type { Payload } from 'payload'
import { expect, it } from 'vitest'
import { FOOTER_GROUPS, headerMenus } from '@/lib/navigation/menus'
import { GALLERY } from '@/lib/seed/gallery'
import { GIFT_CARD_HANDLE, shopLinks } from '@/lib/shop/links'
import type { Artwork, Page } from '@/payload-types'
import { blocksOf, dayRangesIn, daysIn, linklessBlocks, linkUrls, mediumsNamed, plainText, WEEKDAYS } from './seed-copy'

type Seeded = { payload: Payload; artworks: Artwork[] }
type Block = Page['layout'][number]

const all = { overrideAccess: true, pagination: false, depth: 0 } as const
const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' ? value?.id : value)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const sorted = (items: Iterable<string>) => [...items].sort()

/** The demo gallery's copy agrees with the records it describes; registered inside the seed suite. */
export function seededCopyAgreements(seeded: () => Seeded): void {
  const byArtist = () => {
    const works = new Map<number, Artwork[]>()
    for (const work of seeded().artworks) {
      const artist = idOf(work.artist) ?? 0
      works.set(artist, [...(works.get(artist) ?? []), work])
    }
    return works
  }
  const pages = async () => (await seeded().payload.find({ collection: 'pages', ...all })).docs
  const pageAt = async (path: string) => {
    const page = (await pages()).find((doc) => doc.path === path)
    if (!page) throw new Error(`no seeded page at ${path}`)
    return page
  }
  const richTextOf = (page: Page) => page.layout.flatMap((block) => (block.blockType === 'richText' ? [block] : []))
  const railWorks = async (block: Block): Promise<Artwork[]> => {
    if (block.blockType !== 'artworkRail') return []
    const ids =
      block.source === 'collection'
        ? ((await seeded().payload.findByID({ collection: 'collections', id: idOf(block.collection) ?? 0, ...all }))
            .artworks ?? [])
        : (block.artworks ?? [])
    const wanted = new Set(ids.map(idOf))
    return seeded().artworks.filter((work) => wanted.has(work.id))
  }

  it('gives each story its own body, naming only its own artist and the mediums of their works', async () => {
    const { docs: stories } = await seeded().payload.find({ collection: 'journal', ...all })
    const { docs: artists } = await seeded().payload.find({ collection: 'artists', ...all })
    const worksBy = byArtist()
    const seen = new Map<string, string>()
    for (const story of stories) {
      const own = artists.filter((artist) => story.artists?.map(idOf).includes(artist.id))
      expect(own.length, story.slug).toBe(1)
      const mediums = new Set<string>((worksBy.get(own[0]?.id ?? 0) ?? []).map((work) => work.medium))
      const copy = [story.title, story.excerpt, plainText(story.body)].join('\n')
      expect(
        sorted(mediumsNamed(copy)).filter((medium) => !mediums.has(medium)),
        story.slug,
      ).toEqual([])
      for (const other of artists.filter((artist) => !own.includes(artist))) {
        expect(copy.includes(other.displayName ?? ''), `${story.slug} names ${other.displayName}`).toBe(false)
      }
      const names = own.flatMap((artist) => [artist.displayName ?? '', artist.firstName, artist.location ?? ''])
      for (const sentence of linklessBlocks(story.body).flatMap((block) => block.split(/(?<=[.!?”])\s+/))) {
        const shape = names.reduce((text, name) => text.replaceAll(name, '…'), sentence)
        if (shape.split(' ').length < 6) continue
        expect(seen.get(shape) ?? story.slug, `“${sentence}” repeats`).toBe(story.slug)
        seen.set(shape, story.slug)
      }
    }
  })

  it('describes each work in its own material, naming no other medium', () => {
    for (const work of seeded().artworks) {
      const description = plainText(work.description)
      const materials = work.materials ?? ''
      expect(description, work.handle).toMatch(
        new RegExp(`${escape(materials[0] ?? '')}${escape(materials.slice(1))}`, 'i'),
      )
      expect(description, work.handle).toContain(materials.slice(1))
      expect(sorted(mediumsNamed(description)), work.handle).toEqual(
        mediumsNamed(description).size ? [work.medium] : [],
      )
    }
  })

  it('names in each bio only the mediums and materials of the artist’s own works', async () => {
    const { docs: artists } = await seeded().payload.find({ collection: 'artists', ...all })
    const worksBy = byArtist()
    const everyMaterial = new Set(seeded().artworks.map((work) => (work.materials ?? '').toLowerCase()))
    for (const artist of artists) {
      const works = worksBy.get(artist.id) ?? []
      const bio = plainText(artist.bio).toLowerCase()
      const mediums = new Set<string>(works.map((work) => work.medium))
      expect(
        sorted(mediumsNamed(bio)).filter((medium) => !mediums.has(medium)),
        artist.slug,
      ).toEqual([])
      const ownMaterials = new Set(works.map((work) => (work.materials ?? '').toLowerCase()))
      const named = [...everyMaterial].filter((material) => bio.includes(material))
      expect(
        named.filter((material) => !ownMaterials.has(material)),
        artist.slug,
      ).toEqual([])
    }
  })

  it('lists as on view at the loft only shows at the gallery’s address', async () => {
    const { docs: exhibitions } = await seeded().payload.find({ collection: 'exhibitions', ...all })
    const rails = (await pages()).flatMap((page) =>
      page.layout.flatMap((block) =>
        block.blockType === 'exhibitionRail' && /loft|gallery/i.test(block.title) ? [block] : [],
      ),
    )
    expect(rails.length).toBeGreaterThan(0)
    for (const rail of rails) {
      const state = { onView: 'On View', upcoming: 'Upcoming', past: 'Past', all: undefined }[rail.state]
      const listed = exhibitions.filter((show) => !state || show.state === state)
      expect(listed.length, rail.title).toBeGreaterThan(0)
      for (const show of listed) expect(show.location, show.slug).toContain(`${GALLERY.street}, ${GALLERY.city}`)
    }
  })

  it('links the promo banner only to pages the menus show with the seeded flags', async () => {
    const settings = await seeded().payload.findGlobal({ slug: 'settings', overrideAccess: true })
    const flags = { seasonalGiftGuide: Boolean(settings.featureFlags?.seasonalGiftGuide), shop: shopLinks() }
    const shown = new Set(
      [...headerMenus(flags).flatMap((menu) => menu.groups), ...FOOTER_GROUPS].flatMap((group) =>
        group.links.map((link) => link.href),
      ),
    )
    const urls = linkUrls(settings.promoBanner?.body)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls.filter((href) => href.startsWith('/'))) expect(shown, url).toContain(url)
  })

  it('picks priced, available gifts, links the gift card and puts the ready-to-hang notice under works ready for pick-up', async () => {
    const guide = await pageAt('/gift-guide')
    const picks = (await Promise.all(guide.layout.map(railWorks))).flat()
    expect(picks.length).toBeGreaterThan(0)
    for (const work of picks) {
      expect(work.priceUponRequest || work.customCommission, work.handle).toBe(false)
      expect(work.availability, work.handle).toBe('Available')
      expect(work.inventory, work.handle).toBeGreaterThan(0)
    }
    const ctas = guide.layout.flatMap((block) =>
      block.blockType === 'sectionHeader' ? (block.ctasCollection ?? []).map((cta) => cta.path ?? '') : [],
    )
    const links = [...ctas, ...richTextOf(guide).flatMap((block) => linkUrls(block.content))]
    expect(links.some((url) => url.endsWith(`/products/${GIFT_CARD_HANDLE}`))).toBe(true)

    for (const page of await pages()) {
      for (const [index, block] of page.layout.entries()) {
        if (block.blockType !== 'readyToHang') continue
        const above = page.layout[index - 1]
        const works = above ? await railWorks(above) : []
        expect(works.length, `${page.path}: notice without works above it`).toBeGreaterThan(0)
        for (const work of works) expect(work.readyForPickup, `${page.path}: ${work.handle}`).toBe(true)
      }
    }
  })

  it('names only the open days of the hours table when a visit page speaks of days', async () => {
    for (const path of ['/contact', '/the-gallery']) {
      const blocks = richTextOf(await pageAt(path)).flatMap((block) => blocksOf(block.content))
      const table = blocks.filter((text) => WEEKDAYS.some((day) => text.startsWith(day)) && text.includes(': '))
      expect(table.length, path).toBeGreaterThan(0)
      const open = new Set(
        table.flatMap((row) => {
          const [days = '', hours = ''] = row.split(': ')
          return /appointment|closed/i.test(hours) ? [] : daysIn(days)
        }),
      )
      const prose = blocks.filter((text) => !table.includes(text))
      for (const range of prose.flatMap(dayRangesIn)) expect(sorted(range), path).toEqual(sorted(open))
      expect(
        prose.some((text) => dayRangesIn(text).length > 0),
        `${path} says when it is open`,
      ).toBe(true)
    }
  })
}
