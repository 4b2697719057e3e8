import { describe, expect, it } from 'vitest'
import { enquiryMail } from './enquiry-mail'

const enquiry = {
  to: 'gallery@example.test',
  siteName: 'Example Gallery',
  name: 'Ada <b>Lowe</b>',
  email: 'ada@example.com',
  message: 'Is it <i>still</i> available?\nThanks',
}

describe('enquiryMail', () => {
  it('tells the gallery the work, its link, who asked and what, as plain text they can reply to', () => {
    const mail = enquiryMail({ ...enquiry, work: { title: 'Harbour at Dusk', url: 'https://g.example/products/h' } })
    expect(mail).toMatchObject({ to: 'gallery@example.test', replyTo: 'ada@example.com' })
    expect(mail.subject).toBe('Enquiry about Harbour at Dusk')
    expect(mail.html).toBeUndefined()
    expect(mail.text).toContain('Work: Harbour at Dusk\nLink: https://g.example/products/h')
    expect(mail.text).toContain('Name: Ada <b>Lowe</b>\nEmail: ada@example.com')
    expect(mail.text).toContain('Message:\nIs it <i>still</i> available?\nThanks')
  })

  it('says when the enquiry is about no work in particular', () => {
    const mail = enquiryMail({ ...enquiry, work: null })
    expect(mail.subject).toBe('Enquiry on Example Gallery')
    expect(mail.text).toContain('About: no work in particular')
  })

  it('names the topic of a page’s enquiry form in the body, never in the subject', () => {
    const mail = enquiryMail({ ...enquiry, work: null, topic: 'Art advisory: For Companies\r\nBcc: x@y' })
    expect(mail.subject).toBe('Enquiry on Example Gallery')
    expect(mail.text).toContain('About: Art advisory: For Companies')
  })
})
