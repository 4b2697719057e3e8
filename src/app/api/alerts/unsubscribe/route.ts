import { answerUnsubscribe, answerUnsubscribePage } from '@/lib/follow-alerts/unsubscribe-calls'

/** The unsubscribe link of a digest of new works: a page with one button. */
export function GET(request: Request) {
  return answerUnsubscribePage(request)
}

/** The button, or a mail reader's one click: the digest turned off without logging in. */
export function POST(request: Request) {
  return answerUnsubscribe(request)
}
