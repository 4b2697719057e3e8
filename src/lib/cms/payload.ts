import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way the app reaches the CMS's Local API. */
export function getCms(): Promise<Payload> {
  return getPayload({ config })
}
