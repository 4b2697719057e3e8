import { PASSWORD_MIN_LENGTH } from '@/lib/credentials/password-rules'
import type { FieldErrors } from './account-checks'
import { AccountField } from './AccountField'

/** A new password and its confirmation, as `password` and `confirm`, with the length rule as a hint. */
export function NewPasswordFields({ errors, label }: { errors: FieldErrors; label: string }) {
  return (
    <>
      <AccountField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      />
      <AccountField
        name="confirm"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
    </>
  )
}
