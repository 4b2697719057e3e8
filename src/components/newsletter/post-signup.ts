import { postJson } from '@/components/forms/post-json'

const NEWSLETTER_ENDPOINT = '/api/newsletter'

export type SignupOutcome = 'idle' | 'subscribed' | 'failed'

/** Sends the sign-up. Only a 201 is success; any other answer, or none, is a failure the console is told of. */
export async function postSignup(email: string): Promise<SignupOutcome> {
  const answer = await postJson(NEWSLETTER_ENDPOINT, { email }, { label: 'Newsletter sign-up' })
  if (!answer.reached) return 'failed'
  if (answer.status === 201) return 'subscribed'
  console.error(`Newsletter sign-up refused with status ${answer.status}`)
  return 'failed'
}
