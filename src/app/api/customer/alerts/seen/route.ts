import { answerSeen } from '@/lib/follow-alerts/alert-calls'

/** Marks the signed-in customer's new works seen. */
export function POST(request: Request) {
  return answerSeen(request)
}
