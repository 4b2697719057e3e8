import { z } from 'zod'
import { DEFAULT_CPU_SLOWDOWN } from './lighthouse-run'

const PARTS = ['throughput', 'render', 'js', 'lighthouse', 'floor', 'mixed'] as const

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback)

const benchEnv = z.object({
  /** The app listens here, the static server on the next port and the floor's blank app on the one after. */
  BENCH_PAGES_PORT: z.coerce.number().int().min(1024).max(65_534).default(3320),
  /** Comma-separated subset of the parts; the start-up figures come with every run. */
  BENCH_PAGES_PARTS: z
    .string()
    .default(PARTS.join(','))
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(PARTS)).min(1)),
  BENCH_PAGES_SECONDS: count(10, 600),
  BENCH_PAGES_CONNECTIONS: count(16, 1_000),
  BENCH_PAGES_RENDER_REQUESTS: count(30, 10_000),
  BENCH_PAGES_LIGHTHOUSE_RUNS: count(3, 20),
  /** Lighthouse's CPU slowdown; its own is 4. Higher shows on a fast machine the margins of a slower phone. */
  BENCH_PAGES_CPU_SLOWDOWN: z.coerce.number().min(1).max(50).default(DEFAULT_CPU_SLOWDOWN),
  BENCH_PAGES_MIXED_SECONDS: count(60, 3_600),
  BENCH_PAGES_MIXED_CONNECTIONS: count(64, 10_000),
  CHROME_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Handed to the app as is: `off` turns its page cache off, and then the render part times visitors. */
  PAGE_CACHE: z.string().min(1).optional(),
  /** Keeps the temporary database, media and logs for a look afterwards. */
  BENCH_PAGES_KEEP: z.enum(['0', '1']).default('0'),
})

export type BenchConfig = z.infer<typeof benchEnv>

export function benchConfig(source: Record<string, string | undefined>): BenchConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = benchEnv.safeParse(blanksRemoved)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid benchmark settings:\n${problems.join('\n')}`)
}
