const NEWSLETTER_ENDPOINT = '/api/newsletter'

export type SignupOutcome = 'idle' | 'subscribed' | 'failed'

/** Sends the sign-up. Only a 201 is success; any other answer, or none, is a failure the console is told of. */
export async function postSignup(email: string): Promise<SignupOutcome> {
  try {
    const response = await fetch(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    if (response.status === 201) return 'subscribed'
    console.error(`Newsletter sign-up refused with status ${response.status}`)
  } catch (error) {
    console.error('Newsletter sign-up did not reach the server', error)
  }
  return 'failed'
}
