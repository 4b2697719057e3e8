import { answerMailsSetting } from '@/lib/follow-alerts/alert-calls'

/** Turns the signed-in customer's daily digest of new works on or off. */
export function POST(request: Request) {
  return answerMailsSetting(request)
}
