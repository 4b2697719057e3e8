import { answerAlerts } from '@/lib/follow-alerts/alert-calls'

/** The signed-in customer's new works from followed artists, newest first. */
export function POST(request: Request) {
  return answerAlerts(request)
}
