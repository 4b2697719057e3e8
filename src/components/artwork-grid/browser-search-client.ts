import { liteClient } from 'algoliasearch/lite'
import { clientHosts, HOSTED_SEARCH_META, type HostedSearch, hostedSearchSchema } from '@/lib/search/hosted-search'

/** Our endpoint ignores the app id and key; the client requires them and sends them as headers. */
const APP_ID = 'local'
const PUBLIC_KEY = 'public'

/** Hosted Algolia's app and search key as the page's meta tag gives them; null when the site searches itself. */
type PageHead = { querySelector(selector: string): { getAttribute(name: string): string | null } | null }

export function pageHostedSearch(document: PageHead): HostedSearch | null {
  const content = document.querySelector(`meta[name="${HOSTED_SEARCH_META}"]`)?.getAttribute('content')
  if (!content) return null
  try {
    return hostedSearchSchema.parse(JSON.parse(content))
  } catch (error) {
    console.error('search: the page names a malformed hosted search; searching this site instead', error)
    return null
  }
}

/**
 * The official lite client: pointed at hosted Algolia with its search-only key when the page says so, else at
 * this site's `/api/search`. The transporter builds `${protocol}://${url}/1/indexes/...`, so the host (with its
 * port) and the path prefix go in `url`.
 */
export function browserSearchClient(
  location: Pick<Location, 'host' | 'protocol'>,
  hosted: HostedSearch | null = typeof document === 'undefined' ? null : pageHostedSearch(document),
) {
  if (hosted) {
    const hosts = clientHosts(hosted.hosts)
    return liteClient(hosted.appId, hosted.searchKey, hosts ? { hosts } : {})
  }
  const protocol = location.protocol === 'http:' ? 'http' : 'https'
  return liteClient(APP_ID, PUBLIC_KEY, { hosts: [{ url: `${location.host}/api/search`, accept: 'read', protocol }] })
}
