import { describe, expect, it } from 'vitest'
import { answerWithFieldErrors } from './field-errors-answer'

type HookArgs = Parameters<typeof answerWithFieldErrors>[0]

/** A ValidationError as another, minified copy of Payload's classes makes it: its status and data, no name. */
function validationError(data: unknown): Error {
  return Object.assign(new Error('The following field is invalid: email'), { name: 'a', status: 400, data })
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
