import { spawn, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from './free-port'

type Limiter = typeof import('@/lib/rate-limit/limiter') & { messages: string[] }

// Redis comes from Debian's package: CI starts one (scripts/redis.sh) and names it in TEST_REDIS_URL.
const sharedUrl = process.env.TEST_REDIS_URL

/**
 * One instance's rate limiter: its own module state and its own connection, as in a separate process. The
 * environment is read when the module first counts, so it is set before the import.
 */
async function instanceCountingIn(redisUrl: string, limits: string): Promise<Limiter> {
  vi.resetModules()
  process.env.RATE_LIMIT_REDIS_URL = redisUrl
  process.env.RATE_LIMITS = limits
  const [limiter, { log }] = await Promise.all([import('@/lib/rate-limit/limiter'), import('@/lib/log')])
  const messages: string[] = []
  for (const level of ['info', 'warn'] as const)
    vi.spyOn(log, level).mockImplementation((first: unknown, second?: unknown) => {
      messages.push(typeof first === 'string' ? first : String(second))
    })
  await limiter.openRateLimitStore()
  return { ...limiter, messages }
}

async function allowedOf(limiter: Limiter, key: string, times: number): Promise<number> {
  let allowed = 0
  for (let i = 0; i < times; i++) if ((await limiter.consumeRateLimit('enquiries', key)).ok) allowed++
  return allowed
}

describe.runIf(sharedUrl)('rate limits counted in Redis', () => {
  const url = sharedUrl ?? ''

  it('counts two instances in one count, from each one’s first request', async () => {
    const key = `two-instances-${Date.now()}`
    const first = await instanceCountingIn(url, 'enquiries=6/60')
    const second = await instanceCountingIn(url, 'enquiries=6/60')
    const allowed = [await allowedOf(first, key, 3), await allowedOf(second, key, 3)]
    expect(allowed).toEqual([3, 3])
    expect([
      (await first.consumeRateLimit('enquiries', key)).ok,
      (await second.consumeRateLimit('enquiries', key)).ok,
    ]).toEqual([false, false])

    const redis = new Redis(url)
    try {
      expect(Number(await redis.get(`rate-limit:enquiries:${key}`))).toBeGreaterThanOrEqual(6)
    } finally {
      redis.disconnect()
    }
  })
})

/** A Redis server of this test's own, so stopping it disturbs no other user of the shared one. */
class OwnRedis {
  private process: ChildProcess | undefined
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    })
    await vi.waitFor(() => this.answersPing(), { timeout: 10_000, interval: 200 })
  }

  private async answersPing(): Promise<void> {
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null })
    // Refused until the server listens: the rejected connect says so to waitFor, which retries.
    probe.on('error', () => undefined)
    try {
      await probe.connect()
      await probe.ping()
    } finally {
      probe.disconnect()
    }
  }

  async stop(): Promise<void> {
    const running = this.process
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGKILL')
    })
  }
}

describe.runIf(sharedUrl)('rate limits while Redis goes away', () => {
  let own: OwnRedis

  beforeAll(async () => {
    own = new OwnRedis(await freePort())
    await own.start()
  })

  afterAll(async () => {
    await own.stop()
  })

  it('fall back to counting in memory without an error, and count in Redis again once it returns', async () => {
    const limiter = await instanceCountingIn(own.url, 'enquiries=4/60')
    expect(await allowedOf(limiter, 'before', 2)).toBe(2)

    await own.stop()
    // Still limited, in memory: the fifth request of the window is refused, none throws.
    expect(await allowedOf(limiter, 'during', 5)).toBe(4)

    await vi.waitFor(() =>
      expect(limiter.messages).toContain(
        'rate limit: the shared store is unreachable; counting in memory until it returns',
      ),
    )

    await own.start()
    const redis = new Redis(own.url)
    try {
      await vi.waitFor(
        async () => {
          await limiter.consumeRateLimit('enquiries', 'after')
          expect(Number(await redis.get('rate-limit:enquiries:after'))).toBeGreaterThan(0)
        },
        { timeout: 15_000, interval: 250 },
      )
      expect(limiter.messages.filter((message) => message === 'rate limit: counting in the shared store')).toHaveLength(
        2,
      )
    } finally {
      redis.disconnect()
    }
  })
})
