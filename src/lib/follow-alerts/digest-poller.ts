import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { startPeriodicJob } from '@/lib/jobs/periodic-job'
import { log } from '@/lib/log'
import { sendDueDigests, type DigestRound } from './send-digests'

/**
 * Looks for digests that are due now and every FOLLOW_ALERTS_POLL_MS from then on. The timer holds nothing:
 * what is due, claimed and sent lives in the database, so a restart loses no alert and instances sharing the
 * database share the work through their claims.
 */
export function startDigestPoller(payload: Payload): Promise<DigestRound | null> {
  return startPeriodicJob({
    name: 'follow-alert digests',
    everyMs: env().FOLLOW_ALERTS_POLL_MS,
    failure: 'follow alerts: a round of digests failed; tried again at the next poll',
    async round() {
      const sent = await sendDueDigests(payload)
      if (sent.sent + sent.failed > 0) log.info(sent, 'follow alerts: digests sent')
      return sent
    },
  })
}
