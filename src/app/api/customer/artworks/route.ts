import { answerListChange } from '@/lib/customer/api'
import { saveArtwork, unsaveArtwork } from '@/lib/customer/list-plans'
import { artworkListRequest } from '@/lib/customer/requests'

/** Saves an artwork and answers the updated customer. */
export function POST(request: Request) {
  return answerListChange(request, artworkListRequest, saveArtwork)
}

/** Removes a saved artwork and answers the updated customer. */
export function PATCH(request: Request) {
  return answerListChange(request, artworkListRequest, unsaveArtwork)
}
