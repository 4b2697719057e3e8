import type { SendEmailOptions } from 'payload'

export type EnquiredWork = { title: string; url: string }

type EnquiryMailInput = {
  to: string
  siteName: string
  work: EnquiredWork | null
  /** What a page's enquiry form is about, when it was sent from one (an advisory service). */
  topic?: string | null
  name: string
  email: string
  message: string
}

/**
 * The gallery's mail about an enquiry, in plain text only: the visitor's words are never markup. The
 * subject carries no visitor text, so nothing they type reaches a header; replying answers the visitor.
 */
export function enquiryMail({ to, siteName, work, topic, name, email, message }: EnquiryMailInput): SendEmailOptions {
  const about = work
    ? [`Work: ${work.title}`, `Link: ${work.url}`, '']
    : [`About: ${topic || 'no work in particular'}`, '']
  return {
    to,
    replyTo: email,
    subject: work ? `Enquiry about ${work.title}` : `Enquiry on ${siteName}`,
    text: [
      `A visitor sent an enquiry through ${siteName}.`,
      '',
      ...about,
      `Name: ${name}`,
      `Email: ${email}`,
      '',
      'Message:',
      message,
      '',
    ].join('\n'),
  }
}
