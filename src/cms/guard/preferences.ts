import type { Payload } from 'payload'
import { authenticate } from '../auth/session-lookup'
import { reject, type Rejection } from './rejection'

/**
 * `DELETE /api/payload-preferences/:key` of a key the signed-in user has no preference under fails inside
 * Payload's database adapter with a 500; it is a 404 (or a 401 for no one signed in) here instead.
 */
export async function preferenceDeleteRejection(
  payload: Payload,
  request: Request,
  key: string,
): Promise<Rejection | undefined> {
  const user = await authenticate(payload, request.headers)
  if (!user) return reject(401, 'Sign in to change your preferences')
  const { totalDocs } = await payload.count({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
  })
  return totalDocs === 0 ? reject(404, `No preference named ${key.slice(0, 100)}`) : undefined
}
