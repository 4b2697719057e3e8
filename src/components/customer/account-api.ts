import { postJson } from '@/components/forms/post-json'

type AccountCall = 'create' | 'login' | 'logout' | 'forgot-password' | 'reset-password'

const PATHS: Record<AccountCall, string> = {
  create: '/api/customers',
  login: '/api/customers/login',
  logout: '/api/customers/logout',
  'forgot-password': '/api/customers/forgot-password',
  'reset-password': '/api/customers/reset-password',
}

/** Posts `body` to a Payload account endpoint of the customers collection, with the session cookie. */
export const callAccountApi = (call: AccountCall, body: object = {}) =>
  postJson(PATHS[call], body, { label: `The account call ${call}` })
