import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL_MESSAGE } from '@/lib/text/email'
import {
  ENQUIRY_MESSAGES,
  enquiryFieldErrors,
  enquiryRequest,
  isHoneypotFilled,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
} from './enquiry-request'

const valid = { name: 'Ada Lowe', email: 'ada@example.com', message: 'Is it still available?' }

const firstIssue = (body: unknown) => enquiryRequest.safeParse(body).error?.issues[0]?.message

describe('enquiryRequest', () => {
  it('accepts an enquiry about a work, trimmed, with an empty honeypot by default', () => {
    expect(enquiryRequest.parse({ ...valid, name: '  Ada Lowe ', email: ' ada@example.com', artwork: 7 })).toEqual({
      ...valid,
      artwork: 7,
      website: '',
    })
  })

  it('accepts an enquiry about no work in particular', () => {
    expect(enquiryRequest.parse(valid).artwork).toBeUndefined()
  })

  it('accepts an enquiry about a page’s topic, trimmed', () => {
    expect(enquiryRequest.parse({ ...valid, topic: ' Art advisory: For Companies ' }).topic).toBe(
      'Art advisory: For Companies',
    )
  })

  it.each([
    [{ ...valid, topic: 7 }, 'topic must be a string'],
    [{ ...valid, topic: 't'.repeat(TOPIC_MAX_LENGTH + 1) }, `topic must be at most ${TOPIC_MAX_LENGTH} characters`],
    [{ ...valid, name: '   ' }, ENQUIRY_MESSAGES.name],
    [{ ...valid, name: 'n'.repeat(NAME_MAX_LENGTH + 1) }, ENQUIRY_MESSAGES.nameTooLong],
    [{ ...valid, email: 'ada@example' }, INVALID_EMAIL_MESSAGE],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, ENQUIRY_MESSAGES.emailTooLong],
    [{ ...valid, message: '' }, ENQUIRY_MESSAGES.message],
    [{ ...valid, message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) }, ENQUIRY_MESSAGES.messageTooLong],
    [{ ...valid, name: 42 }, 'name must be a string'],
    [{ ...valid, artwork: '7' }, 'artwork must be the id of a work'],
    [{ ...valid, artwork: 1.5 }, 'artwork must be the id of a work'],
    [{ ...valid, artwork: -3 }, 'artwork must be the id of a work'],
    [{ ...valid, website: ['x'] }, 'website must be a string'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(firstIssue(body)).toBe(message)
  })

  it.each([undefined, null, [valid], 'name'])('refuses %j, which is not an object', (body) => {
    expect(firstIssue(body)).toBe('expected an object: { "name", "email", "message" }')
  })
})

describe('isHoneypotFilled', () => {
  it('lets through an enquiry whose hidden field is empty or blank', () => {
    expect(isHoneypotFilled(enquiryRequest.parse(valid))).toBe(false)
    expect(isHoneypotFilled(enquiryRequest.parse({ ...valid, website: '  ' }))).toBe(false)
  })

  it('catches an enquiry whose hidden field was filled in', () => {
    expect(isHoneypotFilled(enquiryRequest.parse({ ...valid, website: 'https://spam.example' }))).toBe(true)
  })
})

describe('enquiryFieldErrors', () => {
  it('has nothing to say about a valid enquiry', () => {
    expect(enquiryFieldErrors(valid)).toEqual({})
  })

  it('names every empty field of an empty form, with the spec’s words for the email', () => {
    expect(enquiryFieldErrors({ name: '', email: '', message: ' ' })).toEqual({
      name: ENQUIRY_MESSAGES.name,
      email: INVALID_EMAIL_MESSAGE,
      message: ENQUIRY_MESSAGES.message,
    })
  })

  it('gives one message per field, the first problem', () => {
    expect(enquiryFieldErrors({ ...valid, email: `${'a'.repeat(260)}` })).toEqual({
      email: ENQUIRY_MESSAGES.emailTooLong,
    })
  })
})
