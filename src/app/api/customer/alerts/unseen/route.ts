import { answerUnseenCount } from '@/lib/follow-alerts/alert-calls'

/** How many of the signed-in customer's new works are not seen yet. */
export function POST(request: Request) {
  return answerUnseenCount(request)
}
