import { createReadStream, statSync, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { PayloadRequest } from 'payload'

/**
 * A file may be replaced under its own name when an editor re-uploads, so browsers keep it ten minutes and
 * then revalidate: an unchanged file costs a 304 with no body.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=86400'

// Payload hands handlers no document when read access is public, so the type comes from the extension;
// anything else (SVG needs Payload's content security policy) is left to Payload's own handler.
const RASTER_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

function notModified(request: Headers, etag: string, modified: Date): boolean {
  const tags = request.get('if-none-match')
  if (tags) return tags.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  const since = Date.parse(request.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

const notFound = () => Response.json({ errors: [{ message: 'File not found.' }] }, { status: 404 })

// Errors that mean "no such file" for a name from a URL; any other file-system error goes on to Payload.
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

function noSuchFile(err: NodeJS.ErrnoException): null {
  if (!err.code || !NO_SUCH_FILE.has(err.code)) throw err
  return null
}

/** The file's details, or null when no regular file has that name. */
async function statFile(filePath: string): Promise<Stats | null> {
  const file = await stat(filePath).catch(noSuchFile)
  return file?.isFile() ? file : null
}

function isFileSync(filePath: string): boolean {
  try {
    return statSync(filePath).isFile()
  } catch (err) {
    return noSuchFile(err as NodeJS.ErrnoException) ?? false
  }
}

function cachedFileResponse(req: PayloadRequest, filePath: string, file: Stats, mimeType: string): Response {
  const etag = `W/"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`
  const headers = new Headers({
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: etag,
    'Last-Modified': file.mtime.toUTCString(),
  })
  if (notModified(req.headers, etag, file.mtime)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', mimeType)
  headers.set('Content-Length', String(file.size))
  headers.set('Accept-Ranges', 'bytes')
  return new Response(Readable.toWeb(createReadStream(filePath)) as ReadableStream, { status: 200, headers })
}

/**
 * Serves a stored image with validators (ETag, Last-Modified) and Cache-Control, answering a conditional
 * request with 304. A name that is not a file in the media folder is a 404 whatever its type; range requests
 * and other types of file fall through to Payload's own file handler.
 */
export function cachedMediaFile(staticDir: string) {
  const root = path.resolve(staticDir)
  return (req: PayloadRequest, { params }: { params: { filename: string } }) => {
    const filePath = path.resolve(root, params.filename)
    if (!filePath.startsWith(root + path.sep)) return notFound()
    const mimeType = RASTER_TYPES[path.extname(params.filename).toLowerCase()]
    // Payload's handler answers a missing file with a 500, so only a file that is there is handed to it.
    if (!mimeType || req.headers.get('range')) return isFileSync(filePath) ? undefined : notFound()
    return statFile(filePath).then((file) => (file ? cachedFileResponse(req, filePath, file, mimeType) : notFound()))
  }
}
