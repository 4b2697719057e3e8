import { env } from '@/lib/env'
import type { FollowedArtist } from '@/lib/customer/saved-lists'
import { count, type SeedContext } from './context'
import { SEED_OPTIONS, WRITE } from '@/lib/synthetic-content/local-api'

export type DemoAccounts = {
  editor: { email: string; password: string }
  customer: { email: string; password: string }
}

export function demoAccounts(): DemoAccounts {
  const config = env()
  return {
    editor: { email: config.DEMO_EDITOR_EMAIL, password: config.DEMO_EDITOR_PASSWORD },
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

/**
 * A demo editor for the admin and a demo collector with saved works and followed artists. The editor is no
 * admin: an admin changes who has access and which outside scripts run on every page.
 */
export async function seedAccounts(
  ctx: SeedContext,
  favourites: { artworks: number[]; artists: FollowedArtist[] },
): Promise<DemoAccounts> {
  const accounts = demoAccounts()
  if (await exists(ctx, 'users', accounts.editor.email)) count(ctx, 'skipped', 'users')
  else {
    await ctx.payload.create({
      collection: 'users',
      ...WRITE,
      data: { email: accounts.editor.email, password: accounts.editor.password, name: 'Demo Editor', role: 'editor' },
    })
    count(ctx, 'created', 'users')
  }
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
  ctx.log(`accounts: editor ${accounts.editor.email}, customer ${accounts.customer.email}`)
  return accounts
}
