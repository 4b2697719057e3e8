import type { z } from 'zod'

/** A form's errors by input name: the last segment of each issue's path, first message wins. */
export type FieldErrors = Partial<Record<string, string>>

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const name = String(issue.path.at(-1) ?? '')
    errors[name] ??= issue.message
  }
  return errors
}

/** The input id of a checkout field, for labels, messages and moving focus to it. */
export const fieldId = (name: string) => `checkout-${name}`

/** The first field in `order` that has an error, where focus goes after a refused submit. */
export const firstErrorField = (errors: FieldErrors, order: readonly string[]) =>
  order.find((name) => errors[name] !== undefined)
