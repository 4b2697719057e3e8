import { convert } from 'html-to-text'
import { escapeHtml } from '@/lib/text/escape-html'

export type DigestWork = { title: string; artist: string; href: string; publishedAt: string }

export type DigestMail = { subject: string; html: string; text: string }

const day = (iso: string) => new Date(iso).toUTCString().slice(5, 16)

/**
 * The daily digest: each new work by an artist the customer follows, newest first, linked to its page, then
 * where to turn the digest off. Every word from the catalog is escaped; the text part is made from the HTML.
 */
export function digestMail(
  works: readonly DigestWork[],
  links: { unsubscribe: string; account: string },
  siteName: string,
): DigestMail {
  const count = works.length === 1 ? 'A new work' : `${works.length} new works`
  const items = works.map(
    (work) =>
      `<li><a href="${escapeHtml(work.href)}">${escapeHtml(work.title)}</a> by ${escapeHtml(work.artist)}, ${escapeHtml(day(work.publishedAt))}</li>`,
  )
  const html = [
    `<p>${escapeHtml(`${count} by artists you follow at ${siteName}:`)}</p>`,
    `<ul>${items.join('')}</ul>`,
    `<p>You get this at most once a day because you follow these artists. <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> from these mails, or change this in <a href="${escapeHtml(links.account)}">your account</a>.</p>`,
    `<p>${escapeHtml(siteName)}</p>`,
  ].join('\n')
  return {
    subject: `${count} by artists you follow at ${siteName}`,
    html,
    text: convert(html, { wordwrap: 78 }),
  }
}
