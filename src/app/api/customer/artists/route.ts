import { answerListChange } from '@/lib/customer/api'
import { followArtist, unfollowArtist } from '@/lib/customer/list-plans'
import { artistListRequest } from '@/lib/customer/requests'

/** Follows an artist and answers the updated customer. */
export function POST(request: Request) {
  return answerListChange(request, artistListRequest, followArtist)
}

/** Unfollows an artist and answers the updated customer. */
export function PATCH(request: Request) {
  return answerListChange(request, artistListRequest, unfollowArtist)
}
