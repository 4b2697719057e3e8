import type { FieldErrors } from './field-errors'

// Read without zod: the newsletter form, which ships in every page's first-load JavaScript, posts through here.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

/**
 * The message of a refusal: our routes answer `{ error }`, Payload's REST API `{ errors: [{ message }] }`.
 * Null when the body carries neither.
 */
export function errorMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null
  if (typeof body.error === 'string') return body.error
  const message = records(body.errors)[0]?.message
  return typeof message === 'string' ? message : null
}

/** The field messages of a Payload validation error, by field path, the first per field. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const fields: FieldErrors = {}
  if (!isRecord(body)) return fields
  for (const error of records(body.errors)) {
    const data = isRecord(error.data) ? error.data : {}
    for (const field of records(data.errors))
      if (typeof field.path === 'string' && typeof field.message === 'string') fields[field.path] ??= field.message
  }
  return fields
}
