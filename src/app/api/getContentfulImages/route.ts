import { NextResponse } from 'next/server'
import { findImageAsset, imageAssetRequest } from '@/lib/cms/image-asset'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError, readJsonBody } from '@/lib/http/json'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'

const FAULT = { logMessage: 'images: an image asset could not be read', message: 'The image could not be read.' }

/** POST an asset id, get the image asset back for a card thumbnail. */
export async function POST(request: Request) {
  const limit = await limitRequest('images', request.headers)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const parsed = imageAssetRequest.safeParse(read.body)
  if (!parsed.success)
    return jsonError(400, `Invalid request: ${parsed.error.issues[0]?.message ?? 'expected { "id": <asset id> }'}`)
  return answerOrFault(FAULT, async () => {
    const asset = await findImageAsset(parsed.data.id)
    return asset ? NextResponse.json(asset) : jsonError(404, `No image asset with id ${parsed.data.id}`)
  })
}
