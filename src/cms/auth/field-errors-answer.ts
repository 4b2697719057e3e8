import type { CollectionConfig } from 'payload'

type AfterErrorHook = NonNullable<NonNullable<CollectionConfig['hooks']>['afterError']>[number]

/**
 * Payload answers a ValidationError with its field messages only when `instanceof` holds, and the built
 * app holds more than one copy of Payload's error classes (whose names are minified too): the answer then
 * said "The following field is invalid: email" and no more. The account forms show each field's message
 * under the field (a taken address, a weak password), so the account collections answer with them again.
 * A validation error is known by its shape: status 400 and field errors in its data.
 */
export const answerWithFieldErrors: AfterErrorHook = ({ error }) => {
  const data: unknown = Reflect.get(error, 'data')
  if (Reflect.get(error, 'status') !== 400 || !data || typeof data !== 'object') return
  if (!Array.isArray(Reflect.get(data, 'errors'))) return
  const details: Record<string, unknown> = Object.fromEntries(Object.entries(data))
  return { response: { errors: [{ name: 'ValidationError', message: error.message, data: details }] } }
}
