import { liteClient } from 'algoliasearch/lite'

/** Our endpoint ignores the app id and key; the client requires them and sends them as headers. */
const APP_ID = 'local'
const PUBLIC_KEY = 'public'

/**
 * The official lite client pointed at this site's `/api/search`. The transporter builds
 * `${protocol}://${url}/1/indexes/...`, so the host (with its port) and the path prefix go in `url`.
 */
export function browserSearchClient(location: Pick<Location, 'host' | 'protocol'>) {
  const protocol = location.protocol === 'http:' ? 'http' : 'https'
  return liteClient(APP_ID, PUBLIC_KEY, { hosts: [{ url: `${location.host}/api/search`, accept: 'read', protocol }] })
}
