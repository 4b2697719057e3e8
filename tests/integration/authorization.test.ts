import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_MAX_LIMIT, PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS } from '@/cms/guard/read-limits'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { previewToken } from '@/lib/preview'
import { apiClient, type ApiClient, type Caller, type Reply } from './api-client'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'
import { startSearchServer } from './search-server'

// Every role signs in and signs up many times from its own address: limits far above the walk.
process.env.RATE_LIMITS = 'login=10000/60,login-address=10000/60,password-reset=10000/60,sign-up=10000/60'
process.env.PREVIEW_SECRET = 'preview-secret-for-the-walk'

const ROLES = ['visitor', 'preview', 'customerA', 'customerB', 'editor', 'shop', 'admin'] as const
type Role = (typeof ROLES)[number]

/** What a role may do: everything, published documents only, its own records only, or nothing. */
type Grant = 'all' | 'published' | 'own' | 'none'
type Grants = Record<Role, Grant>
type Operation = 'read' | 'create' | 'update' | 'delete' | 'readVersions'

const everyone = (grant: Grant): Grants => ({
  visitor: grant,
  preview: grant,
  customerA: grant,
  customerB: grant,
  editor: grant,
  shop: grant,
  admin: grant,
})
const staff = (grant: Grant = 'all'): Grants => ({ ...everyone('none'), editor: grant, shop: grant, admin: grant })
/** Orders, gift cards, enquiries and customers' personal data: the shop role and admins, never editors. */
const shopStaff = (grant: Grant = 'all'): Grants => ({ ...everyone('none'), shop: grant, admin: grant })

const editorial = {
  read: { ...everyone('published'), editor: 'all', shop: 'all', admin: 'all' },
  create: staff(),
  update: staff(),
  delete: staff(),
  readVersions: staff(),
} satisfies Partial<Record<Operation, Grants>>

const staffOnly = { read: staff(), create: staff(), update: staff(), delete: staff() }

/** The expected permissions: every collection and global, every role. */
const EXPECTED: Record<
  string,
  { graphql?: { plural: string; singular: string } } & Partial<Record<Operation, Grants>>
> = {
  artworks: { ...editorial, graphql: { plural: 'Artworks', singular: 'Artwork' } },
  artists: { ...editorial, graphql: { plural: 'Artists', singular: 'Artist' } },
  collections: { ...editorial, graphql: { plural: 'Collections', singular: 'Collection' } },
  exhibitions: { ...editorial, graphql: { plural: 'Exhibitions', singular: 'Exhibition' } },
  journal: { ...editorial, graphql: { plural: 'Journals', singular: 'Journal' } },
  pages: { ...editorial, graphql: { plural: 'Pages', singular: 'Page' } },
  media: {
    read: everyone('all'),
    create: staff(),
    update: staff(),
    delete: staff(),
    graphql: { plural: 'allMedia', singular: 'Media' },
  },
  customers: {
    read: { ...shopStaff(), customerA: 'own', customerB: 'own' },
    create: everyone('all'),
    update: { ...shopStaff(), customerA: 'own', customerB: 'own' },
    delete: shopStaff(),
    graphql: { plural: 'Customers', singular: 'Customer' },
  },
  orders: {
    read: { ...shopStaff(), customerA: 'own', customerB: 'own' },
    create: everyone('none'),
    update: shopStaff(),
    delete: everyone('none'),
    graphql: { plural: 'Orders', singular: 'Order' },
  },
  // Update is a void only (a save without one is refused): the walk's empty save cannot tell, see the shop's test.
  'gift-cards': {
    read: shopStaff(),
    create: everyone('none'),
    delete: everyone('none'),
    graphql: { plural: 'GiftCards', singular: 'GiftCard' },
  },
  enquiries: {
    read: shopStaff(),
    create: everyone('none'),
    update: shopStaff(),
    delete: shopStaff(),
    graphql: { plural: 'Enquiries', singular: 'Enquiry' },
  },
  'newsletter-subscribers': {
    ...staffOnly,
    graphql: { plural: 'NewsletterSubscribers', singular: 'NewsletterSubscriber' },
  },
  'search-queries': {
    read: staff(),
    create: everyone('none'),
    update: everyone('none'),
    delete: everyone('none'),
    graphql: { plural: 'SearchQueries', singular: 'SearchQuery' },
  },
  'gift-card-events': {
    read: shopStaff(),
    create: everyone('none'),
    update: everyone('none'),
    delete: everyone('none'),
    graphql: { plural: 'GiftCardEvents', singular: 'GiftCardEvent' },
  },
  users: {
    read: { ...everyone('none'), editor: 'own', shop: 'own', admin: 'all' },
    create: { ...everyone('none'), admin: 'all' },
    update: { ...everyone('none'), editor: 'own', shop: 'own', admin: 'all' },
    delete: { ...everyone('none'), admin: 'all' },
    graphql: { plural: 'Users', singular: 'User' },
  },
  'payload-locked-documents': {
    ...staffOnly,
    graphql: { plural: 'PayloadLockedDocuments', singular: 'PayloadLockedDocument' },
  },
  'payload-preferences': {
    read: staff('own'),
    create: staff(),
    update: staff('own'),
    delete: staff('own'),
    graphql: { plural: 'PayloadPreferences', singular: 'PayloadPreference' },
  },
}

const MISSING_ID = 999_999
const databaseUrl = temporarySqliteUrl()
let payload: Payload
let api: ApiClient
const callers = {} as Record<Role, Caller>
const accountIds = {} as Record<'customerA' | 'customerB' | 'editor' | 'shop' | 'admin', number>

/** Fixture documents per collection: which are published, which are drafts, whose they are. */
const fixtures: Record<string, { published: number[]; drafts: number[]; owner?: Partial<Record<Role, number>> }> = {}

let checks = 0
const violations: string[] = []

function check(ok: boolean, what: string, got: unknown) {
  checks++
  if (!ok) violations.push(`${what}: got ${JSON.stringify(got)?.slice(0, 300)}`)
}

const denied = (status: number) => status === 401 || status === 403
const ids = (answer: Reply): number[] => {
  const docs: unknown = Reflect.get(Object(answer.body), 'docs')
  return Array.isArray(docs) ? docs.map((doc: unknown) => Number(Reflect.get(Object(doc), 'id'))) : []
}

const ACCOUNTS = {
  customerA: { collection: 'customers', email: 'customer-a@example.test', password: 'customer-a-password' },
  customerB: { collection: 'customers', email: 'customer-b@example.test', password: 'customer-b-password' },
  editor: { collection: 'users', email: 'editor@example.test', password: 'editor-password-1' },
  shop: { collection: 'users', email: 'shop@example.test', password: 'shop-password-1' },
  admin: { collection: 'users', email: 'admin@example.test', password: 'admin-password-1' },
} as const

async function signIn(role: keyof typeof ACCOUNTS): Promise<Caller> {
  const { collection, email, password } = ACCOUNTS[role]
  const answer = await api.call(
    'POST',
    `/${collection}/login`,
    { address: `198.51.100.${ROLES.indexOf(role) + 10}` },
    {
      email,
      password,
    },
  )
  const token = Reflect.get(Object(answer.body), 'token')
  expect(answer.status, `${role} signs in`).toBe(200)
  return { token: String(token), address: `198.51.100.${ROLES.indexOf(role) + 10}` }
}

let orderNumber = 0

/** An order as checkout stores it, for a customer or for a visitor's address. */
function orderData(artwork: number, customer?: number) {
  return {
    number: `WALK-${++orderNumber}`,
    email: `buyer-${orderNumber}@example.test`,
    customer,
    status: 'pending' as const,
    paymentMethod: 'request' as const,
    currency: 'USD',
    contact: { name: 'Ada Buyer' },
    lines: [{ kind: 'artwork' as const, artwork, title: 'Open Work', unitPrice: 50_000, quantity: 1 }],
    subtotal: 50_000,
    total: 50_000,
  }
}

async function createGiftCard(code: string) {
  return payload.create({
    collection: 'gift-cards',
    data: {
      codeHash: `hash-${code}`,
      last4: code,
      initialBalance: 10_000,
      balance: 10_000,
      currency: 'USD',
      recipientEmail: 'rosa@example.test',
    },
  })
}

/** The shop's records: an order of each customer's, a gift card with its history, an enquiry. */
async function shopFixtures(artwork: number): Promise<typeof fixtures> {
  const orderA = await payload.create({ collection: 'orders', data: orderData(artwork, accountIds.customerA) })
  const orderB = await payload.create({ collection: 'orders', data: orderData(artwork, accountIds.customerB) })
  const card = await createGiftCard('WALK')
  const event = await payload.create({
    collection: 'gift-card-events',
    data: { giftCard: card.id, change: 10_000, balanceAfter: 10_000, reason: 'issued' },
  })
  const enquiry = await payload.create({
    collection: 'enquiries',
    data: { name: 'Ada', email: 'ada@example.test', message: 'Is it still available?', artwork },
  })
  return {
    orders: {
      published: [orderA.id, orderB.id],
      drafts: [],
      owner: { customerA: orderA.id, customerB: orderB.id },
    },
    'gift-cards': { published: [card.id], drafts: [] },
    'gift-card-events': { published: [event.id], drafts: [] },
    enquiries: { published: [enquiry.id], drafts: [] },
  }
}

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  api = await apiClient()
  accountIds.admin = (await payload.create({ collection: 'users', data: { ...ACCOUNTS.admin, role: 'admin' } })).id
  accountIds.editor = (await payload.create({ collection: 'users', data: { ...ACCOUNTS.editor, role: 'editor' } })).id
  accountIds.shop = (await payload.create({ collection: 'users', data: { ...ACCOUNTS.shop, role: 'shop' } })).id
  accountIds.customerA = (await payload.create({ collection: 'customers', data: ACCOUNTS.customerA })).id
  accountIds.customerB = (await payload.create({ collection: 'customers', data: ACCOUNTS.customerB })).id
  const subscriber = await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: 'reader@example.test' },
  })

  const searchQuery = await payload.create({
    collection: 'search-queries',
    data: { query: 'open painter', count: 2, misses: 0 },
  })

  const publishedArtist = await createTestArtist(payload, 'Open', 'Painter')
  const draftArtist = await payload.create({
    collection: 'artists',
    draft: true,
    data: {
      firstName: 'Hidden',
      lastName: 'Sculptor',
      slug: 'hidden-sculptor',
      joinedAt: new Date().toISOString(),
      _status: 'draft',
    },
  })
  const published = await createTestArtwork(payload, {
    title: 'Open Work',
    artist: publishedArtist,
    medium: 'painting',
    prices: [500],
  })
  const draft = await createTestArtwork(payload, {
    title: 'Draft Work',
    artist: publishedArtist,
    medium: 'painting',
    prices: [500],
    status: 'draft',
  })
  const byDraftArtist = await createTestArtwork(payload, {
    title: 'Work Of A Hidden Artist',
    artist: draftArtist.id,
    medium: 'drawing',
    prices: [200],
  })
  await rebuildSearchIndexes(payload)

  callers.visitor = { address: '198.51.100.1' }
  callers.preview = {
    address: '198.51.100.2',
    cookie: `gallery-preview=${previewToken(process.env.PREVIEW_SECRET ?? '')}`,
  }
  callers.customerA = await signIn('customerA')
  callers.customerB = await signIn('customerB')
  callers.editor = await signIn('editor')
  callers.shop = await signIn('shop')
  callers.admin = await signIn('admin')

  // On the draft: the walk saves the published work, and a save releases its lock.
  const lock = await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'artworks', value: draft.id },
      user: { relationTo: 'users', value: accountIds.editor },
    },
  })
  const preference = await api.call('POST', '/payload-preferences/walk-columns', callers.editor, {
    value: { columns: 3 },
  })
  expect(preference.status).toBe(200)
  const preferenceId = Number(Reflect.get(Object(Reflect.get(Object(preference.body), 'doc')), 'id'))

  fixtures.artworks = { published: [published.id, byDraftArtist.id], drafts: [draft.id] }
  fixtures.artists = { published: [publishedArtist], drafts: [draftArtist.id] }
  fixtures.customers = {
    published: [accountIds.customerA, accountIds.customerB],
    drafts: [],
    owner: { customerA: accountIds.customerA, customerB: accountIds.customerB },
  }
  fixtures.users = {
    published: [accountIds.admin, accountIds.editor, accountIds.shop],
    drafts: [],
    owner: { editor: accountIds.editor, shop: accountIds.shop, admin: accountIds.admin },
  }
  Object.assign(fixtures, await shopFixtures(published.id))
  fixtures['newsletter-subscribers'] = { published: [subscriber.id], drafts: [] }
  fixtures['search-queries'] = { published: [searchQuery.id], drafts: [] }
  fixtures['payload-locked-documents'] = { published: [lock.id], drafts: [] }
  fixtures['payload-preferences'] = { published: [preferenceId], drafts: [], owner: { editor: preferenceId } }
})

afterAll(() => stopCms(payload, databaseUrl))

/** Which fixture ids a role should see in a list, for a grant. */
function expectedVisible(slug: string, role: Role, grant: Grant): { must: number[]; mustNot: number[] } {
  const fixture = fixtures[slug] ?? { published: [], drafts: [] }
  const every = [...fixture.published, ...fixture.drafts]
  if (grant === 'all') return { must: every, mustNot: [] }
  if (grant === 'published') return { must: fixture.published, mustNot: fixture.drafts }
  const own = fixture.owner?.[role]
  return { must: own === undefined ? [] : [own], mustNot: every.filter((id) => id !== own) }
}

/** A fixture document the role does not own, to try changing. */
function someoneElses(slug: string, role: Role): number {
  const fixture = fixtures[slug]
  const own = fixture?.owner?.[role]
  return [...(fixture?.published ?? []), ...(fixture?.drafts ?? [])].find((id) => id !== own) ?? MISSING_ID
}

async function walkRest(slug: string, role: Role) {
  const grants = EXPECTED[slug]
  const caller = callers[role]
  const at = `${role} REST ${slug}`
  if (grants?.read) {
    const grant = grants.read[role]
    const list = await api.call('GET', `/${slug}?limit=${PUBLIC_MAX_LIMIT}&depth=0`, caller)
    if (grant === 'none') check(denied(list.status), `${at} read is denied`, list.status)
    else {
      const seen = ids(list)
      const { must, mustNot } = expectedVisible(slug, role, grant)
      check(list.status === 200, `${at} read answers`, list.status)
      check(
        must.every((id) => seen.includes(id)),
        `${at} read shows ${must}`,
        seen,
      )
      check(!mustNot.some((id) => seen.includes(id)), `${at} read hides ${mustNot}`, seen)
    }
    for (const id of fixtures[slug]?.drafts ?? []) {
      const one = await api.call('GET', `/${slug}/${id}?depth=0`, caller)
      check((one.status === 200) === (grant === 'all'), `${at} draft ${id} by id only for staff`, one.status)
    }
  }
  if (grants?.create) {
    const created = await api.call('POST', `/${slug}`, caller, {})
    check(
      denied(created.status) === (grants.create[role] === 'none'),
      `${at} create (${grants.create[role]})`,
      created.status,
    )
  }
  if (grants?.update) {
    const grant = grants.update[role]
    const target = someoneElses(slug, role)
    const updated = await api.call('PATCH', `/${slug}/${target}`, caller, {})
    const allowed = target === MISSING_ID ? updated.status === 404 : updated.status === 200
    check(allowed === (grant === 'all'), `${at} update someone else's ${target} (${grant})`, updated.status)
    const own = fixtures[slug]?.owner?.[role]
    if (own !== undefined) {
      const mine = await api.call('PATCH', `/${slug}/${own}`, caller, {})
      check((mine.status === 200) === (grant !== 'none'), `${at} update own ${own} (${grant})`, mine.status)
    }
  }
  if (grants?.delete) {
    const removed = await api.call('DELETE', `/${slug}/${MISSING_ID}`, caller)
    check(
      denied(removed.status) === (grants.delete[role] === 'none'),
      `${at} delete (${grants.delete[role]})`,
      removed.status,
    )
    const target = someoneElses(slug, role)
    if (target !== MISSING_ID && grants.delete[role] !== 'all') {
      const attempt = await api.call('DELETE', `/${slug}/${target}`, caller)
      check(attempt.status !== 200, `${at} cannot delete someone else's ${target}`, attempt.status)
    }
  }
  if (grants?.readVersions) {
    const versions = await api.call('GET', `/${slug}/versions?limit=1`, caller)
    check(denied(versions.status) === (grants.readVersions[role] === 'none'), `${at} read versions`, versions.status)
  }
}

async function walkGraphql(slug: string, role: Role) {
  const names = EXPECTED[slug]?.graphql
  const grants = EXPECTED[slug]
  if (!names || !grants?.read) return
  const caller = callers[role]
  const at = `${role} GraphQL ${slug}`
  const list = await api.graphql(
    `{ ${names.plural}(limit: ${PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS}) { docs { id } } }`,
    caller,
  )
  const body = Object(list.body)
  const docs: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(body, 'data')), names.plural)), 'docs')
  const seen = Array.isArray(docs) ? docs.map((doc: unknown) => Number(Reflect.get(Object(doc), 'id'))) : null
  if (grants.read[role] === 'none') check(seen === null || seen.length === 0, `${at} read is denied`, list.body)
  else {
    const { must, mustNot } = expectedVisible(slug, role, grants.read[role])
    check(seen !== null && must.every((id) => seen.includes(id)), `${at} read shows ${must}`, list.body)
    check(seen !== null && !mustNot.some((id) => seen.includes(id)), `${at} read hides ${mustNot}`, list.body)
  }
  // A missing id under an own-records rule is Forbidden in GraphQL, NotFound in REST: only all-or-nothing tells.
  if (grants.delete && grants.delete[role] !== 'own') {
    const removed = await api.graphql(`mutation { delete${names.singular}(id: ${MISSING_ID}) { id } }`, caller)
    const message = JSON.stringify(Reflect.get(Object(removed.body), 'errors') ?? '')
    const wasDenied = /not allowed|Unauthorized|Forbidden/i.test(message)
    check(wasDenied === (grants.delete[role] === 'none'), `${at} delete (${grants.delete[role]})`, message)
  }
}

describe('authorization walk', () => {
  it('every role gets exactly the expected permissions on every collection and global, over REST and GraphQL', async () => {
    for (const role of ROLES) {
      for (const slug of Object.keys(EXPECTED)) {
        await walkRest(slug, role)
        await walkGraphql(slug, role)
      }
      const settings = await api.call('GET', '/globals/settings', callers[role])
      check(settings.status === 200, `${role} reads the settings`, settings.status)
      const changed = await api.call('POST', '/globals/settings', callers[role], {})
      check(
        denied(changed.status) === !['editor', 'shop', 'admin'].includes(role),
        `${role} updates the settings`,
        changed.status,
      )
      const settingsVersions = await api.call('GET', '/globals/settings/versions', callers[role])
      check(
        settingsVersions.status !== 200 || ['editor', 'shop', 'admin'].includes(role),
        `${role} settings versions`,
        settingsVersions.status,
      )
      const firstRegister = await api.call('POST', '/users/first-register', callers[role], {
        email: `first-${role}@example.test`,
        password: 'first-register-1',
      })
      check(
        firstRegister.status >= 400,
        `${role} cannot register a first admin once there is one`,
        firstRegister.status,
      )
    }
    console.info(`authorization walk: ${checks} checks, ${violations.length} violations`)
    expect(violations).toEqual([])
  })

  it('leaves orders, gift cards, enquiries and customers to the shop role and admins: local API, REST and GraphQL', async () => {
    const SHOP_COLLECTIONS = ['orders', 'gift-cards', 'gift-card-events', 'enquiries', 'customers'] as const
    const staffUser = async (role: 'editor' | 'shop' | 'admin') => ({
      ...(await payload.findByID({ collection: 'users', id: accountIds[role], depth: 0 })),
      collection: 'users' as const,
    })
    const users = { editor: await staffUser('editor'), shop: await staffUser('shop'), admin: await staffUser('admin') }
    for (const slug of SHOP_COLLECTIONS) {
      for (const role of ['editor', 'shop', 'admin'] as const) {
        const read = payload.find({ collection: slug, depth: 0, overrideAccess: false, user: users[role] })
        if (role === 'editor') await expect(read, `${role} reads ${slug}`).rejects.toThrow(/not allowed/i)
        else expect((await read).totalDocs, `${role} reads ${slug}`).toBeGreaterThan(0)
        const hidden = payload.collections[slug].config.admin.hidden
        const { id, email, role: userRole } = users[role]
        const hiddenFor =
          typeof hidden === 'function' ? hidden({ user: { id, email, role: userRole, collection: 'users' } }) : hidden
        expect(hiddenFor, `${slug} in ${role}'s admin`).toBe(role === 'editor')
      }
    }

    // Marking an order paid issues its gift cards: an editor may not, the shop role may.
    const [artwork] = fixtures.artworks?.published ?? []
    const order = await payload.create({ collection: 'orders', data: orderData(Number(artwork)) })
    const markPaid = { status: 'paid' as const }
    const byEditor = payload.update({
      collection: 'orders',
      id: order.id,
      data: markPaid,
      overrideAccess: false,
      user: users.editor,
    })
    await expect(byEditor).rejects.toThrow(/not allowed/i)
    expect((await api.call('PATCH', `/orders/${order.id}`, callers.editor, markPaid)).status).toBe(403)
    // GraphQL's update input asks for the order's required group, which nobody can change: it is dropped.
    const graphqlPaid = `mutation { updateOrder(id: ${order.id}, data: { status: paid, contact: { name: "Ada" } }) { status } }`
    const editorGraphql = await api.graphql(graphqlPaid, callers.editor)
    expect(JSON.stringify(Reflect.get(Object(editorGraphql.body), 'errors'))).toMatch(/not allowed/i)
    expect((await payload.findByID({ collection: 'orders', id: order.id })).status).toBe('pending')
    const byShop = await api.graphql(graphqlPaid, callers.shop)
    expect(byShop.body).toEqual({ data: { updateOrder: { status: 'paid' } } })

    // Voiding a card: the same split.
    const card = await createGiftCard('VOID')
    const voidIt = { void: true }
    expect((await api.call('PATCH', `/gift-cards/${card.id}`, callers.editor, voidIt)).status).toBe(403)
    const voidedByShop = await api.call('PATCH', `/gift-cards/${card.id}`, callers.shop, voidIt)
    expect(voidedByShop.status).toBe(200)
    expect((await payload.findByID({ collection: 'gift-cards', id: card.id })).balance).toBe(0)
  })

  it('keeps the staff-only notes out of a sign-up and out of the customer’s own changes', async () => {
    const signUp = await api.call('POST', '/customers', callers.visitor, {
      email: 'sign-up-notes@example.test',
      password: 'a-long-password-1',
      notes: 'VIP, 50% discount',
    })
    expect(signUp.status).toBe(201)
    const id = Number(Reflect.get(Object(Reflect.get(Object(signUp.body), 'doc')), 'id'))
    expect((await payload.findByID({ collection: 'customers', id })).notes ?? null).toBeNull()
    await api.call('PATCH', `/customers/${accountIds.customerA}`, callers.customerA, { notes: 'self-written' })
    expect((await payload.findByID({ collection: 'customers', id: accountIds.customerA })).notes ?? null).toBeNull()
  })

  it('refuses a weak password or a malformed address at sign-up, saying what is expected', async () => {
    const weak = await api.call('POST', '/customers', callers.visitor, {
      email: 'weak@example.test',
      password: 'short',
    })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.body)).toContain('at least 10 characters')
    const malformed = await api.call('POST', '/customers', callers.visitor, {
      email: 'not-an-address',
      password: 'a-long-password-1',
    })
    expect(malformed.status).toBe(400)
    expect(JSON.stringify(malformed.body)).toMatch(/valid email/i)
  })

  it('lets only the owner or an admin change an account’s password or email', async () => {
    const customerA = `/customers/${accountIds.customerA}`
    expect((await api.call('PATCH', customerA, callers.shop, { password: 'shop-chosen-1' })).status).toBe(403)
    expect((await api.call('PATCH', customerA, callers.shop, { email: 'taken-over@example.test' })).status).toBe(403)
    const editorNote = { email: ACCOUNTS.customerA.email, notes: 'Editor was here' }
    expect((await api.call('PATCH', customerA, callers.editor, editorNote)).status).toBe(403)
    const resave = await api.call('PATCH', customerA, callers.shop, {
      email: ACCOUNTS.customerA.email,
      notes: 'Called',
    })
    expect(resave.status).toBe(200)
    expect(
      (await api.call('PATCH', `/customers/${accountIds.customerB}`, callers.customerA, { password: 'a-chose-this-1' }))
        .status,
    ).not.toBe(200)
    expect(
      (await api.call('PATCH', customerA, callers.customerA, { password: 'customer-a-new-password' })).status,
    ).toBe(200)
    expect((await api.call('PATCH', customerA, callers.admin, { password: 'admin-reset-password' })).status).toBe(200)
    const login = await api.call('POST', '/customers/login', callers.visitor, {
      email: ACCOUNTS.customerA.email,
      password: 'admin-reset-password',
    })
    expect(login.status).toBe(200)
  })

  it('keeps customers off an editor’s document lock and preferences', async () => {
    const [lock] = fixtures['payload-locked-documents']?.published ?? []
    expect(
      (
        await api.call('PATCH', `/payload-locked-documents/${lock}`, callers.customerA, {
          user: { relationTo: 'customers', value: accountIds.customerA },
        })
      ).status,
    ).not.toBe(200)
    expect((await api.call('DELETE', `/payload-locked-documents/${lock}`, callers.customerA)).status).not.toBe(200)
    const kept = await payload.findByID({ collection: 'payload-locked-documents', id: Number(lock), depth: 0 })
    expect(kept.user).toMatchObject({ relationTo: 'users', value: accountIds.editor })
    expect((await api.call('POST', '/payload-preferences/walk-columns', callers.customerA, { value: 1 })).status).toBe(
      403,
    )
    expect((await api.call('GET', '/payload-preferences/walk-columns', callers.customerA)).status).toBe(403)
  })

  it('answers a forgotten-password request the same whether or not the address has an account', async () => {
    const known = await api.call('POST', '/customers/forgot-password', callers.visitor, {
      email: ACCOUNTS.customerB.email,
    })
    const unknown = await api.call('POST', '/customers/forgot-password', callers.visitor, {
      email: 'nobody@example.test',
    })
    expect(known.status).toBe(200)
    expect(unknown).toMatchObject({ status: known.status, body: known.body })
  })

  it('keeps a draft artist’s name out of search hits and facets, whoever asks', async () => {
    const server = await startSearchServer()
    try {
      const answer = await fetch(`http://${server.host}/1/indexes/*/queries`, {
        method: 'POST',
        body: JSON.stringify({
          requests: [
            { indexName: PRODUCTS_INDEX, query: 'Hidden', facets: ['vendor'] },
            { indexName: PRODUCTS_INDEX, query: '', facets: ['vendor'], hitsPerPage: 100 },
          ],
        }),
      })
      const text = await answer.text()
      expect(answer.status).toBe(200)
      expect(text).toContain('Open Painter')
      expect(text).not.toContain('Hidden Sculptor')
      expect(text).not.toContain('Work Of A Hidden Artist')
    } finally {
      await server.close()
    }
  })
})
