/** How a collection's documents are identified: serial numbers by default, text for custom ids. */
export type IdType = 'number' | 'text'

// Serial ids are positive integers the database can hold; text ids are bounded so they never become a scan key.
const SERIAL_ID = /^[1-9]\d{0,15}$/
const MAX_TEXT_ID = 255

/** Why a value cannot be an id of this type, or undefined when it can. */
export function idProblem(value: unknown, idType: IdType): string | undefined {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string') return 'must be a document id'
  if (idType === 'number')
    return SERIAL_ID.test(text) && Number.isSafeInteger(Number(text)) ? undefined : 'must be a positive whole number'
  return text.length > 0 && text.length <= MAX_TEXT_ID ? undefined : `must be 1 to ${MAX_TEXT_ID} characters`
}
