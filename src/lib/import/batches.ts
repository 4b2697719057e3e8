import type { z } from 'zod'
import { readLines } from './lines'
import { describeIssue } from './schema'

/** A planned document and where it came from, for error messages. */
export type Pending<D> = { draft: D; line: number }

export type Tally = { created: number; skipped: number; bad: number }

export const newTally = (): Tally => ({ created: 0, skipped: 0, bad: 0 })

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
async function writeSalvaging<D>(batch: readonly Pending<D>[], file: string, sink: BatchSink<D>, tally: Tally) {
  try {
    await sink.write(batch)
    tally.created += batch.length
  } catch (error) {
    if (batch.length > 1) {
      for (const one of batch) await writeSalvaging([one], file, sink, tally)
      return
    }
    tally.bad += 1
    sink.warn(
      `${file}:${batch[0]?.line ?? '?'}: not imported: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Streams a JSONL file: bad lines are reported (file:line) and skipped, known uids skipped, the rest written in
 * batches.
 */
export async function importLines<T, D>(source: LineSource<T, D>, sink: BatchSink<D>): Promise<Tally> {
  const tally = newTally()
  const seen = new Set<string>()
  let batch: Pending<D>[] = []
  let read = 0
  sink.progress(0)
  for await (const line of readLines(source.file)) {
    if (source.limit !== undefined && read >= source.limit) break
    read++
    const parsed = parse(line.text, source.schema)
    if (!parsed.ok) {
      tally.bad++
      sink.warn(`${source.file}:${line.number}: skipped: ${parsed.reason}`)
    } else {
      const uid = source.uidOf(parsed.value)
      if (sink.known(uid) || seen.has(uid)) tally.skipped++
      else {
        seen.add(uid)
        batch.push({ draft: source.plan(parsed.value), line: line.number })
      }
    }
    if (batch.length >= sink.batchSize) {
      await writeSalvaging(batch, source.file, sink, tally)
      batch = []
    }
    if (read % 500 === 0) sink.progress(read)
  }
  if (batch.length) await writeSalvaging(batch, source.file, sink, tally)
  sink.progress(read)
  return tally
}
