import { describe, expect, it } from 'vitest'
import { answerWithFieldErrors } from './field-errors-answer'

type HookArgs = Parameters<typeof answerWithFieldErrors>[0]

/** A ValidationError as another copy of Payload's classes makes it: right name and data, other class. */
function validationError(data: unknown): Error {
  return Object.assign(new Error('The following field is invalid: email'), { name: 'ValidationError', data })
}

const run = (error: Error) => answerWithFieldErrors({ error } as HookArgs)

describe('answerWithFieldErrors', () => {
  it("answers a validation error with its fields' messages", () => {
    const data = { collection: 'customers', errors: [{ path: 'email', message: 'already registered' }] }
    expect(run(validationError(data))).toEqual({
      response: { errors: [{ name: 'ValidationError', message: 'The following field is invalid: email', data }] },
    })
  })

  it('leaves every other error to Payload', () => {
    expect(run(new Error('Something went wrong.'))).toBeUndefined()
    expect(run(validationError(undefined))).toBeUndefined()
  })
})
