import { answerRecentlyViewed } from '@/lib/customer/api'
import { recentlyViewedRequest } from '@/lib/customer/requests'

/** Merges the browser's recently viewed works into the customer's list and answers it (send none to read it). */
export function POST(request: Request) {
  return answerRecentlyViewed(request, recentlyViewedRequest, { replace: false })
}

/** Clears the customer's recently viewed works (or puts the ones sent in their place) and answers the list. */
export function PUT(request: Request) {
  return answerRecentlyViewed(request, recentlyViewedRequest, { replace: true })
}
