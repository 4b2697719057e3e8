import type { z } from 'zod'
import { readLines } from './lines'
import { isRecordRefused } from './refusal'
import { describeIssue } from './schema'

/** A planned document and where it came from (`file:line`, `page 2, product 5`), for error messages. */
export type Pending<D> = { draft: D; where: string; uid: string }

/** Per source: records read, and what became of them (created + skipped + bad = read). */
export type Tally = { read: number; created: number; skipped: number; bad: number }

export const newTally = (): Tally => ({ read: 0, created: 0, skipped: 0, bad: 0 })

/** A source's tally and every uid the database must hold once it is imported (created or already there). */
export type LinesOutcome = { tally: Tally; uids: Set<string> }

/** A record as read: its value checked against the source's schema, or why it failed. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string }
export type SourceRecord<T> = { where: string; parsed: Parsed<T> }

type RecordSource<T, D> = {
  records: AsyncIterable<SourceRecord<T>>
  uidOf: (value: T) => string
  plan: (value: T) => D
  /** First N records only (the rest is left for a later run). */
  limit?: number
  /** Progress is reported every this many records (and at the end). */
  progressEvery?: number
}

export type LineSource<T, D> = Omit<RecordSource<T, D>, 'records'> & { file: string; schema: z.ZodType<T> }

export type BatchSink<D> = {
  batchSize: number
  /** Uids already imported: skipped. The sink adds what it writes. */
  known: (uid: string) => boolean
  write: (batch: readonly Pending<D>[]) => Promise<void>
  warn: (message: string) => void
  progress: (linesRead: number) => void
}

/** Checks a value against a source's schema, naming the first problem. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value)
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: describeIssue(result.error) }
}

function parseLine<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `invalid JSON (${error instanceof Error ? error.message : String(error)})` }
  }
  return parseWith(schema, json)
}

/**
 * Writes a batch; if the database refuses it (e.g. a duplicate handle), retries its documents one by one
 * so only the offending line is lost, and reports it like a bad line.
 */
async function writeSalvaging<D>(batch: readonly Pending<D>[], sink: BatchSink<D>, outcome: LinesOutcome) {
  const { tally } = outcome
  try {
    await sink.write(batch)
    tally.created += batch.length
  } catch (error) {
    // A locked, full or unreachable database refuses every line alike: that ends the run, it is no bad line.
    if (!isRecordRefused(error)) throw error
    if (batch.length > 1) {
      for (const one of batch) await writeSalvaging([one], sink, outcome)
      return
    }
    tally.bad += 1
    if (batch[0]) outcome.uids.delete(batch[0].uid)
    sink.warn(`${batch[0]?.where ?? '?'}: not imported: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Reads a source's records: bad ones are reported (where they are) and skipped, known uids skipped, the rest
 * written in batches.
 */
export async function importRecords<T, D>(source: RecordSource<T, D>, sink: BatchSink<D>): Promise<LinesOutcome> {
  const outcome: LinesOutcome = { tally: newTally(), uids: new Set() }
  const { tally, uids: seen } = outcome
  const progressEvery = source.progressEvery ?? 500
  let batch: Pending<D>[] = []
  sink.progress(0)
  for await (const record of source.records) {
    if (source.limit !== undefined && tally.read >= source.limit) break
    const read = ++tally.read
    const { parsed } = record
    if (!parsed.ok) {
      tally.bad++
      sink.warn(`${record.where}: skipped: ${parsed.reason}`)
    } else {
      const uid = source.uidOf(parsed.value)
      if (sink.known(uid) || seen.has(uid)) tally.skipped++
      else batch.push({ draft: source.plan(parsed.value), where: record.where, uid })
      seen.add(uid)
    }
    if (batch.length >= sink.batchSize) {
      await writeSalvaging(batch, sink, outcome)
      batch = []
    }
    if (read % progressEvery === 0) sink.progress(read)
  }
  if (batch.length) await writeSalvaging(batch, sink, outcome)
  sink.progress(tally.read)
  return outcome
}

async function* parsedLines<T>(file: string, schema: z.ZodType<T>): AsyncGenerator<SourceRecord<T>> {
  for await (const line of readLines(file))
    yield { where: `${file}:${line.number}`, parsed: parseLine(line.text, schema) }
}

/** Streams a JSONL file through `importRecords`, one record a non-blank line. */
export function importLines<T, D>(source: LineSource<T, D>, sink: BatchSink<D>): Promise<LinesOutcome> {
  return importRecords({ ...source, records: parsedLines(source.file, source.schema) }, sink)
}
