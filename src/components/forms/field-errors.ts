/** A form's message per input name; an input without one is fine. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>

/** What zod (full or mini) reports of a failed parse: enough to mark the inputs. */
type ParseIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] }

/** A failed parse's messages by input name: the last segment of each issue's path, first message wins. */
export function fieldErrors(error: ParseIssues): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const name = String(issue.path.at(-1) ?? '')
    errors[name] ??= issue.message
  }
  return errors
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean)

/** The first field in `order` that has an error, where focus goes after a refused submit. */
export const firstErrorField = <Name extends string>(errors: FieldErrors<Name>, order: readonly Name[]) =>
  order.find((name) => errors[name] !== undefined)
