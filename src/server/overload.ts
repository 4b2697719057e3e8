import { REFUSAL_HEADERS } from './refusal-headers.js'
import type { ServerResponse } from 'node:http'
import { z } from 'zod'

/**
 * How much work the server takes on at once. Past `maxActive` requests a request waits in a queue of at most
 * `maxQueued`, for at most `maxWaitMs`; beyond either it gets a 503 with Retry-After at once. Under a flood the
 * server so keeps answering what it has taken in at normal speed, and its memory stays bounded, instead of
 * every request slowing to tens of seconds.
 */
export type OverloadLimits = { maxActive: number; maxQueued: number; maxWaitMs: number; retryAfterSeconds: number }

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback)

/** The limits from the environment (OVERLOAD_*), with defaults that leave a browser's six connections untouched. */
export const overloadEnv = z
  .object({
    OVERLOAD_MAX_ACTIVE: count(8, 10_000),
    OVERLOAD_MAX_QUEUED: count(32, 100_000),
    OVERLOAD_MAX_WAIT_MS: count(2_000, 60_000),
    OVERLOAD_RETRY_AFTER_S: count(2, 3_600),
  })
  .transform((env): OverloadLimits => ({
    maxActive: env.OVERLOAD_MAX_ACTIVE,
    maxQueued: env.OVERLOAD_MAX_QUEUED,
    maxWaitMs: env.OVERLOAD_MAX_WAIT_MS,
    retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_S,
  }))

type Waiter = { start: () => void; timer: NodeJS.Timeout }

/** Bounded concurrency with a short, bounded queue in front of a request handler. */
export class AdmissionGate {
  private active = 0
  private readonly queue = new Set<Waiter>()

  constructor(private readonly limits: OverloadLimits) {}

  /** Requests being served and waiting: for tests and the log. */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.size }
  }

  /** Serves the request when a slot is free, queues it briefly when none is, or answers 503 at once. */
  admit(outgoing: ServerResponse, serve: () => void): void {
    if (this.active < this.limits.maxActive) return this.start(outgoing, serve)
    if (this.queue.size >= this.limits.maxQueued) return this.busy(outgoing)
    const waiter: Waiter = {
      start: () => {
        clearTimeout(waiter.timer)
        outgoing.off('close', abandon)
        this.start(outgoing, serve)
      },
      timer: setTimeout(() => {
        this.queue.delete(waiter)
        outgoing.off('close', abandon)
        this.busy(outgoing)
      }, this.limits.maxWaitMs),
    }
    // A client that gives up while queued frees its place.
    const abandon = () => {
      clearTimeout(waiter.timer)
      this.queue.delete(waiter)
    }
    outgoing.once('close', abandon)
    this.queue.add(waiter)
  }

  private start(outgoing: ServerResponse, serve: () => void): void {
    this.active++
    outgoing.once('close', () => {
      this.active--
      this.next()
    })
    serve()
  }

  private next(): void {
    const [first] = this.queue
    if (!first || this.active >= this.limits.maxActive) return
    this.queue.delete(first)
    first.start()
  }

  private busy(outgoing: ServerResponse): void {
    if (outgoing.headersSent || outgoing.destroyed) return
    const body = JSON.stringify({
      error: 'Server busy, retry shortly',
      message: 'Server busy, retry shortly',
      status: 503,
    })
    outgoing.writeHead(503, { ...REFUSAL_HEADERS, 'retry-after': String(this.limits.retryAfterSeconds) })
    outgoing.end(body)
  }
}
