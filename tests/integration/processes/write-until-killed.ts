/**
 * `tsx write-until-killed.ts <database url>`: creates published artworks through the Local API, one after
 * another, printing `committed <id>` once each create has returned, until the process is killed.
 */
import { createTestArtist, createTestArtwork } from '../catalog-fixtures'
import { startCms } from '../cms-instance'

const payload = await startCms(process.argv[2] ?? '')
const artist = await createTestArtist(payload, 'Kill', 'Nine')
for (let n = 1; ; n++) {
  const work = await createTestArtwork(payload, {
    title: `Killed Mid Write ${n}`,
    artist,
    medium: 'painting',
    prices: [100],
  })
  console.log(`committed ${work.id}`)
}
