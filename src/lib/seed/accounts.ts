import { env } from '@/lib/env'
import type { FollowedArtist } from '@/lib/customer/saved-lists'
import { count, type SeedContext } from './context'
import { SEED_OPTIONS, WRITE } from '@/lib/synthetic-content/local-api'

export type DemoAccounts = {
  editor: { email: string; password: string }
  shop: { email: string; password: string }
  customer: { email: string; password: string }
}

export function demoAccounts(): DemoAccounts {
  const config = env()
  return {
    editor: { email: config.DEMO_EDITOR_EMAIL, password: config.DEMO_EDITOR_PASSWORD },
    shop: { email: config.DEMO_SHOP_EMAIL, password: config.DEMO_SHOP_PASSWORD },
    customer: { email: config.DEMO_CUSTOMER_EMAIL, password: config.DEMO_CUSTOMER_PASSWORD },
  }
}

async function exists(ctx: SeedContext, collection: 'users' | 'customers', email: string): Promise<boolean> {
  const { totalDocs } = await ctx.payload.count({ collection, ...SEED_OPTIONS, where: { email: { equals: email } } })
  return totalDocs > 0
}

/** An admin account, only where the environment gives it a password (the browser tests' server does). */
async function seedAdmin(ctx: SeedContext): Promise<void> {
  const { DEMO_ADMIN_EMAIL: email, DEMO_ADMIN_PASSWORD: password } = env()
  if (!password) return
  if (await exists(ctx, 'users', email)) count(ctx, 'skipped', 'users')
  else {
    await ctx.payload.create({
      collection: 'users',
      ...WRITE,
      data: { email, password, name: 'Demo Admin', role: 'admin' },
    })
    count(ctx, 'created', 'users')
  }
}

/** A member of staff with a role, unless an account with that address is there already. */
async function seedStaff(
  ctx: SeedContext,
  account: { email: string; password: string },
  name: string,
  role: 'editor' | 'shop',
) {
  if (await exists(ctx, 'users', account.email)) count(ctx, 'skipped', 'users')
  else {
    await ctx.payload.create({ collection: 'users', ...WRITE, data: { ...account, name, role } })
    count(ctx, 'created', 'users')
  }
}

/**
 * A demo editor and a demo shop manager for the admin, and a demo collector with saved works and followed
 * artists. Neither is an admin: an admin changes who has access and which outside scripts run on every page.
 * The editor edits content; orders, gift cards, enquiries and customers are the shop manager's.
 */
export async function seedAccounts(
  ctx: SeedContext,
  favourites: { artworks: number[]; artists: FollowedArtist[] },
): Promise<DemoAccounts> {
  const accounts = demoAccounts()
  await seedStaff(ctx, accounts.editor, 'Demo Editor', 'editor')
  await seedStaff(ctx, accounts.shop, 'Demo Shop Manager', 'shop')
  await seedAdmin(ctx)
  if (await exists(ctx, 'customers', accounts.customer.email)) count(ctx, 'skipped', 'customers')
  else {
    await ctx.payload.create({
      collection: 'customers',
      ...WRITE,
      data: {
        email: accounts.customer.email,
        password: accounts.customer.password,
        firstName: 'Robin',
        lastName: 'Collector',
        artworks: favourites.artworks,
        artists: favourites.artists,
      },
    })
    count(ctx, 'created', 'customers')
  }
  ctx.log(`accounts: editor ${accounts.editor.email}, shop ${accounts.shop.email}, customer ${accounts.customer.email}`)
  return accounts
}
