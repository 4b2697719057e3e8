import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  startFakeStripe,
  type FakeStripe,
} from '@/lib/shop/stripe/testing/fake-stripe'

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_URL', 'STRIPE_WEBHOOK_SECRET']

/** Card payment switched on against a fresh fake of Stripe, by the environment, as an operator switches it on. */
export async function switchOnFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const fake = await startFakeStripe()
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
    STRIPE_API_URL: fake.origin,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  })
  return fake
}

/** Card payment switched off again, and the fake stopped. */
export async function switchOffFakeStripe(fake: FakeStripe | undefined): Promise<void> {
  for (const name of STRIPE_VARIABLES) delete process.env[name]
  await fake?.close()
}
