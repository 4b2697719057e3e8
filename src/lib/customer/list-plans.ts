import 'server-only'
import type { z } from 'zod'
import { getSettings } from '@/lib/cms/settings'
import { jsonError } from '@/lib/http/json'
import type { PlanChange } from './api'
import { isPublishedArtwork, publishedArtist } from './catalog-lookups'
import type { artistListRequest, artworkListRequest } from './requests'
import { MAX_FOLLOWED_ARTISTS, savedLists } from './saved-lists'

type ArtworkBody = z.infer<typeof artworkListRequest>
type ArtistBody = z.infer<typeof artistListRequest>

/** The cap an editor set in the settings; 150 until one does. */
const DEFAULT_MAX_SAVED_ARTWORKS = 150

export const saveArtwork: PlanChange<ArtworkBody> = async ({ payload, body }) => {
  const artworkId = body.artwork.id
  if (!(await isPublishedArtwork(payload, artworkId))) return jsonError(404, `No artwork with id ${artworkId}`)
  const max = (await getSettings()).featureFlags?.maxSavedArtworks ?? DEFAULT_MAX_SAVED_ARTWORKS
  return { kind: 'save-artwork', artworkId, max }
}

/** A saved artwork that has since left the catalog can still be removed. */
export const unsaveArtwork: PlanChange<ArtworkBody> = async ({ payload, customer, body }) => {
  const artworkId = body.artwork.id
  const saved = savedLists.parse(customer).artworks.includes(artworkId)
  if (!saved && !(await isPublishedArtwork(payload, artworkId)))
    return jsonError(404, `No artwork with id ${artworkId}`)
  return { kind: 'unsave-artwork', artworkId }
}

export const followArtist: PlanChange<ArtistBody> = async ({ payload, body }) => {
  const artist = await publishedArtist(payload, body.artist.slug)
  if (!artist) return jsonError(404, `No artist ${body.artist.slug}`)
  return { kind: 'follow-artist', ...artist, max: MAX_FOLLOWED_ARTISTS }
}

export const unfollowArtist: PlanChange<ArtistBody> = async ({ payload, customer, body }) => {
  const { slug } = body.artist
  const followed = savedLists.parse(customer).artists.some((artist) => artist.slug === slug)
  if (!followed && !(await publishedArtist(payload, slug))) return jsonError(404, `No artist ${slug}`)
  return { kind: 'unfollow-artist', slug }
}
