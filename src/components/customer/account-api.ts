import { log } from '@/lib/log'

/** What one of the shop's account endpoints answered, or that it could not be reached. */
type AccountAnswer = { reached: true; status: number; body: unknown } | { reached: false }

type AccountCall = 'create' | 'login' | 'logout' | 'forgot-password' | 'reset-password'

const PATHS: Record<AccountCall, string> = {
  create: '/api/customers',
  login: '/api/customers/login',
  logout: '/api/customers/logout',
  'forgot-password': '/api/customers/forgot-password',
  'reset-password': '/api/customers/reset-password',
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // A proxy's error page is not JSON: the status alone then chooses what the customer reads.
    return undefined
  }
}

/** Posts `body` to a Payload account endpoint of the customers collection, with the session cookie. */
export async function callAccountApi(call: AccountCall, body: object = {}): Promise<AccountAnswer> {
  try {
    const response = await fetch(PATHS[call], {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { reached: true, status: response.status, body: parsedJson(await response.text()) }
  } catch (err) {
    log.warn({ err, call }, 'an account request did not reach the shop')
    return { reached: false }
  }
}
