import { callAccountApi } from '@/components/customer/account-api'
import type { SignUpValues } from './account-checks'
import { forgotPasswordAnswer, LOGIN_UNREACHABLE, resetRefusal, signUpRefusal, type Refusal } from './account-failures'

/** Account actions end signed in (the caller then refreshes the customer) or with what to show instead. */
type ActionOutcome = { signedIn: true } | ({ signedIn: false } & Refusal)

const SIGNED_IN: ActionOutcome = { signedIn: true }
const refused = (refusal: Refusal): ActionOutcome => ({ signedIn: false, ...refusal })
const UNREACHABLE = refused({ fields: {}, message: LOGIN_UNREACHABLE })

/** Creates the account through Payload's REST API, then logs it in. */
export async function signUp({ firstName, lastName, email, password }: SignUpValues): Promise<ActionOutcome> {
  const created = await callAccountApi('create', { firstName, lastName, email, password })
  if (!created.reached) return UNREACHABLE
  if (!created.ok) return refused(signUpRefusal(created.status, created.body))
  const login = await callAccountApi('login', { email, password })
  if (login.reached && login.ok) return SIGNED_IN
  return refused({ fields: {}, message: 'Your account is ready, but we could not log you in: please log in.' })
}

/** Sets the password the mailed token allows; Payload answers with a session, so the customer is signed in. */
export async function resetPassword(token: string, password: string): Promise<ActionOutcome> {
  const answer = await callAccountApi('reset-password', { token, password })
  if (!answer.reached) return UNREACHABLE
  return answer.ok ? SIGNED_IN : refused(resetRefusal(answer.status, answer.body))
}

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<{ sent: boolean; message: string }> {
  const answer = await callAccountApi('forgot-password', { email })
  return answer.reached ? forgotPasswordAnswer(answer.status) : { sent: false, message: LOGIN_UNREACHABLE }
}
