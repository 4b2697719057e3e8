import type { FieldErrors } from '@/components/forms/field-errors'
import { passwordProblem } from '@/lib/credentials/password-rules'

export const PASSWORDS_DIFFER = 'The two passwords do not match'

const blank = (value: string) => value.trim() === ''

/** A new password and its confirmation, checked before they are sent. */
export function newPasswordProblems({ password, confirm }: { password: string; confirm: string }): FieldErrors {
  const errors: FieldErrors = {}
  const problem = passwordProblem(password)
  if (problem) errors.password = problem
  else if (confirm !== password) errors.confirm = PASSWORDS_DIFFER
  return errors
}

export type SignUpValues = { firstName: string; lastName: string; email: string; password: string; confirm: string }

/** What the sign-up form checks itself; the shop checks the address's form and the password again. */
export function signUpProblems(values: SignUpValues): FieldErrors {
  const errors: FieldErrors = {}
  if (blank(values.firstName)) errors.firstName = 'Enter your first name'
  if (blank(values.lastName)) errors.lastName = 'Enter your last name'
  if (blank(values.email)) errors.email = 'Enter your email address'
  return { ...errors, ...newPasswordProblems(values) }
}
