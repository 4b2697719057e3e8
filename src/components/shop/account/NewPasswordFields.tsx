import { PASSWORD_MIN_LENGTH } from '@/lib/credentials/password-rules'
import { FormField } from '@/components/forms/FormField'
import type { FieldErrors } from '@/components/forms/field-errors'

/** A new password and its confirmation, as `password` and `confirm`, with the length rule as a hint. */
export function NewPasswordFields({ errors, label }: { errors: FieldErrors; label: string }) {
  return (
    <>
      <FormField
        id="account-password"
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      />
      <FormField
        id="account-confirm"
        name="confirm"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
    </>
  )
}
