import type { IncomingAuthType } from 'payload'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/text/escape-html'

const LINK_VALID_HOURS = 1

/** The shop's own reset page: Payload's default link leads to the admin, where customers cannot sign in. */
export function customerResetLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/account/reset?token=${encodeURIComponent(token)}`
}

/** The reset mail's body. It names no account detail: whoever reads the mail already holds the address. */
export function customerResetMailHtml(link: string, siteName: string): string {
  const href = escapeHtml(link)
  return [
    `<p>Someone asked to reset the password of your ${escapeHtml(siteName)} account.</p>`,
    `<p><a href="${href}">Choose a new password</a></p>`,
    `<p>Or copy this address into your browser: ${href}</p>`,
    `<p>The link works for ${LINK_VALID_HOURS} hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
  ].join('\n')
}

/** The `forgotPassword` settings of the customers' sign-in; staff keep Payload's mail to the admin's reset. */
export const customerPasswordReset: NonNullable<IncomingAuthType['forgotPassword']> = {
  expiration: LINK_VALID_HOURS * 60 * 60 * 1000,
  generateEmailSubject: () => `Reset your ${env().SITE_NAME} password`,
  generateEmailHTML: ({ token } = {}) => {
    if (!token) throw new Error('customer reset mail: Payload passed no reset token')
    return customerResetMailHtml(customerResetLink(env().SITE_URL, token), env().SITE_NAME)
  },
}
