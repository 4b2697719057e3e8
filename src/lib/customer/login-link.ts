/** What a visitor meant to save or follow when they were sent to log in. */
export type PendingSave = { kind: 'artwork'; artworkId: number } | { kind: 'artist'; slug: string }

type LoginLinkParts = { loginHref: string; accountHref: string; currentPath: string; pending: PendingSave }

/**
 * The login link that stands in for a save or follow control: `return_url` is the account page,
 * `redirect_after_login` the page the visitor is on, `save_artwork=true` or `save_artist=true` with what to save.
 */
export function loginToSaveHref({ loginHref, accountHref, currentPath, pending }: LoginLinkParts): string {
  const params = new URLSearchParams({
    return_url: accountHref,
    redirect_after_login: currentPath,
    ...pendingSaveParams(pending),
  })
  return `${loginHref}${loginHref.includes('?') ? '&' : '?'}${params.toString()}`
}

/** The query parameters that name a pending save: `save_artwork=true&artwork_id=…` or `save_artist=true&artist_slug=…`. */
export function pendingSaveParams(pending: PendingSave): Record<string, string> {
  return pending.kind === 'artwork'
    ? { save_artwork: 'true', artwork_id: String(pending.artworkId) }
    : { save_artist: 'true', artist_slug: pending.slug }
}

type LoginParams = Partial<Record<'save_artwork' | 'artwork_id' | 'save_artist' | 'artist_slug', string | string[]>>

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The save a login page was asked to complete, when its parameters name a well-formed one. */
export function pendingSaveFromParams(params: LoginParams): PendingSave | null {
  const artworkId = single(params.artwork_id)
  if (single(params.save_artwork) === 'true' && artworkId && /^\d{1,15}$/.test(artworkId))
    return { kind: 'artwork', artworkId: Number(artworkId) }
  const slug = single(params.artist_slug)
  if (single(params.save_artist) === 'true' && slug && /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug))
    return { kind: 'artist', slug }
  return null
}
