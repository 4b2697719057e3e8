import 'server-only'
import { log } from '@/lib/log'

type Job = { running: Promise<unknown> | null; timer: NodeJS.Timeout; round: () => Promise<unknown> }

// On globalThis: a second start (a hot reload, a second import graph) must not start a second timer.
const holder = globalThis as typeof globalThis & { __periodicJobs?: Map<string, Job> }
const jobs = (holder.__periodicJobs ??= new Map())

export type PeriodicJob<T> = {
  /** Names the job once per process: a second start of the same name runs its round on the first one's timer. */
  name: string
  everyMs: number
  /** One round of the work. What it is owed (what is due, claimed, done) lives in the database, not here. */
  round: () => Promise<T>
  /** Logged with the error when a round fails; the next round tries again. */
  failure: string
}

function roundUnlessRunning<T>(job: Job): Promise<T | null> {
  if (!job.running) job.running = job.round().finally(() => (job.running = null))
  return job.running as Promise<T | null>
}

/**
 * Runs a job's round now and every `everyMs` from then on, never two rounds of it at once: a round still running
 * when the next is due is not doubled. The timer does not keep the process alive. Answers what this start's round
 * did, or null if it failed.
 */
export function startPeriodicJob<T>({ name, everyMs, round, failure }: PeriodicJob<T>): Promise<T | null> {
  const loggedRound = () =>
    round().catch((error: unknown) => {
      log.error({ err: error }, failure)
      return null
    })
  const existing = jobs.get(name)
  if (existing) {
    // The latest start's work (a new CMS instance after a reload) runs from now on, on the first timer.
    existing.round = loggedRound
    return roundUnlessRunning<T>(existing)
  }
  const job: Job = {
    running: null,
    round: loggedRound,
    timer: setInterval(() => void roundUnlessRunning(job), everyMs),
  }
  job.timer.unref()
  jobs.set(name, job)
  return roundUnlessRunning<T>(job)
}
