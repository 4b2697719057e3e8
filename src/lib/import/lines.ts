import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'

function open(file: string): Readable {
  const raw = createReadStream(file)
  return file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw
}

export type Line = { number: number; text: string }

/** Non-blank lines of a `.jsonl` or `.jsonl.gz` file with their 1-based line numbers, streamed. */
export async function* readLines(file: string): AsyncGenerator<Line> {
  let number = 0
  for await (const text of createInterface({ input: open(file), crlfDelay: Infinity })) {
    number++
    if (text.trim() !== '') yield { number, text }
  }
}

/** Counts non-blank lines in one streamed pass, so the progress bar knows its total. */
export async function countLines(file: string): Promise<number> {
  let count = 0
  for await (const line of readLines(file)) if (line.text) count++
  return count
}
