import 'server-only'
import { env } from '@/lib/env'

/** The address the no-results page offers for help. */
export async function supportEmail(): Promise<string> {
  return env().SUPPORT_EMAIL
}
