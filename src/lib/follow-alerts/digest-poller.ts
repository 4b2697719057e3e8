import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { sendDueDigests, type DigestRound } from './send-digests'

type Poller = { running: Promise<DigestRound | null> | null; timer: NodeJS.Timeout }

// On globalThis: a second start (a hot reload, a second import graph) must not start a second timer.
const holder = globalThis as typeof globalThis & { __followAlertsPoller?: Poller }

async function round(payload: Payload): Promise<DigestRound | null> {
  try {
    const sent = await sendDueDigests(payload)
    if (sent.sent + sent.failed > 0) log.info(sent, 'follow alerts: digests sent')
    return sent
  } catch (error) {
    log.error({ err: error }, 'follow alerts: a round of digests failed; tried again at the next poll')
    return null
  }
}

function roundUnlessRunning(poller: Poller, payload: Payload): Promise<DigestRound | null> {
  if (poller.running) return poller.running
  const running = round(payload).finally(() => (poller.running = null))
  poller.running = running
  return running
}

/**
 * Looks for digests that are due now and every FOLLOW_ALERTS_POLL_MS from then on. The timer holds nothing:
 * what is due, claimed and sent lives in the database, so a restart loses no alert and instances sharing the
 * database share the work through their claims.
 */
export function startDigestPoller(payload: Payload): Promise<DigestRound | null> {
  const existing = holder.__followAlertsPoller
  if (existing) return roundUnlessRunning(existing, payload)
  const poller: Poller = {
    running: null,
    timer: setInterval(() => void roundUnlessRunning(poller, payload), env().FOLLOW_ALERTS_POLL_MS),
  }
  poller.timer.unref()
  holder.__followAlertsPoller = poller
  return roundUnlessRunning(poller, payload)
}
