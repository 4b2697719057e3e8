// Renders the favicon (PNG inside an ICO container) and the Apple touch icon from src/app/icon.svg.
// Run after changing the mark: npx tsx scripts/make-icons.ts
import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

const svg = readFileSync('src/app/icon.svg')

function icoContaining(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width
  header.writeUInt8(size, 7) // height
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18) // offset of the image data
  return Buffer.concat([header, png])
}

const favicon = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer()
writeFileSync('src/app/favicon.ico', icoContaining(favicon, 32))
await sharp(svg, { density: 600 }).resize(180, 180).png().toFile('src/app/apple-icon.png')
