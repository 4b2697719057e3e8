import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MediaFileCache } from './media-file-cache'
import type { MediaFiles } from './media-files'

const image = (text: string, width: number, height: number) => ({ data: Buffer.from(text), width, height })

function files(): MediaFiles {
  const original = image('original bytes', 600, 600)
  return {
    original,
    sizes: [
      { name: 'thumbnail', file: image('thumb', 480, 480) },
      { name: 'card', file: original },
    ],
  }
}

describe('rendered media cache', () => {
  const dirs: string[] = []
  const cache = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-cache-'))
    dirs.push(dir)
    return { dir, cache: new MediaFileCache(dir) }
  }
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('gives back what was written under the same SVG, and nothing for another', async () => {
    const { cache: store } = cache()
    const key = store.keyOf('<svg>a</svg>', 2)
    expect(store.keyOf('<svg>b</svg>', 2)).not.toBe(key)
    expect(store.keyOf('<svg>a</svg>', 4)).not.toBe(key)
    expect(await store.read(key)).toBeNull()
    await store.write(key, files())
    const read = await store.read(key)
    expect(read?.original).toEqual(files().original)
    expect(read?.sizes).toEqual(files().sizes)
    // A size that is the original itself is stored once.
    expect(read?.sizes[1]?.file).toBe(read?.original)
  })

  it('writes its files whole: no temporary file stays behind', async () => {
    const { dir, cache: store } = cache()
    await store.write(store.keyOf('<svg/>', 2), files())
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
    expect(readdirSync(dir)).toHaveLength(3)
  })

  it('refuses an entry whose file was cut short', async () => {
    const { dir, cache: store } = cache()
    const key = store.keyOf('<svg/>', 2)
    await store.write(key, files())
    writeFileSync(path.join(dir, `${key}.webp`), 'cut')
    await expect(store.read(key)).rejects.toThrow(/bytes/)
  })
})
