import 'server-only'
import { liteClient } from 'algoliasearch/lite'
import { inProcessRequester } from './in-process-requester'

/** The same lite client, answered by the in-process engine: no HTTP, no hosts, no secrets. */
export function serverSearchClient() {
  return liteClient('local', 'public', {
    hosts: [{ url: 'in-process.invalid', accept: 'read', protocol: 'https' }],
    requester: inProcessRequester,
  })
}
