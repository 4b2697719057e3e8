import type { z } from 'zod'
import { readLines } from './lines'
import { isRecordRefused } from './refusal'
import { describeIssue } from './schema'

/** A planned document and where it came from, for error messages. */
export type Pending<D> = { draft: D; line: number; uid: string }

/** Per file: non-blank lines read, and what became of them (created + skipped + bad = read). */
export type Tally = { read: number; created: number; skipped: number; bad: number }

export const newTally = (): Tally => ({ read: 0, created: 0, skipped: 0, bad: 0 })

/** A file's tally and every uid the database must hold once it is imported (created or already there). */
export type LinesOutcome = { tally: Tally; uids: Set<string> }

export type LineSource<T, D> = {
  file: string
  schema: z.ZodType<T>
  uidOf: (value: T) => string
  plan: (value: T) => D
  /** First N non-blank lines only (the rest is left for a later run). */
  limit?: number
}

export type BatchSink<D> = {
  batchSize: number
  /** Uids already imported: skipped. The sink adds what it writes. */
  known: (uid: string) => boolean
  write: (batch: readonly Pending<D>[]) => Promise<void>
  warn: (message: string) => void
  progress: (linesRead: number) => void
}

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string }

function parse<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `invalid JSON (${error instanceof Error ? error.message : String(error)})` }
  }
  const result = schema.safeParse(json)
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: describeIssue(result.error) }
}

/**
 * Writes a batch; if the database refuses it (e.g. a duplicate handle), retries its documents one by one
 * so only the offending line is lost, and reports it like a bad line.
 */
async function writeSalvaging<D>(
  batch: readonly Pending<D>[],
  file: string,
  sink: BatchSink<D>,
  outcome: LinesOutcome,
) {
  const { tally } = outcome
  try {
    await sink.write(batch)
    tally.created += batch.length
  } catch (error) {
    // A locked, full or unreachable database refuses every line alike: that ends the run, it is no bad line.
    if (!isRecordRefused(error)) throw error
    if (batch.length > 1) {
      for (const one of batch) await writeSalvaging([one], file, sink, outcome)
      return
    }
    tally.bad += 1
    if (batch[0]) outcome.uids.delete(batch[0].uid)
    sink.warn(
      `${file}:${batch[0]?.line ?? '?'}: not imported: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Streams a JSONL file: bad lines are reported (file:line) and skipped, known uids skipped, the rest written in
 * batches.
 */
export async function importLines<T, D>(source: LineSource<T, D>, sink: BatchSink<D>): Promise<LinesOutcome> {
  const outcome: LinesOutcome = { tally: newTally(), uids: new Set() }
  const { tally, uids: seen } = outcome
  let batch: Pending<D>[] = []
  sink.progress(0)
  for await (const line of readLines(source.file)) {
    if (source.limit !== undefined && tally.read >= source.limit) break
    const read = ++tally.read
    const parsed = parse(line.text, source.schema)
    if (!parsed.ok) {
      tally.bad++
      sink.warn(`${source.file}:${line.number}: skipped: ${parsed.reason}`)
    } else {
      const uid = source.uidOf(parsed.value)
      if (sink.known(uid) || seen.has(uid)) tally.skipped++
      else batch.push({ draft: source.plan(parsed.value), line: line.number, uid })
      seen.add(uid)
    }
    if (batch.length >= sink.batchSize) {
      await writeSalvaging(batch, source.file, sink, outcome)
      batch = []
    }
    if (read % 500 === 0) sink.progress(read)
  }
  if (batch.length) await writeSalvaging(batch, source.file, sink, outcome)
  sink.progress(tally.read)
  return outcome
}
