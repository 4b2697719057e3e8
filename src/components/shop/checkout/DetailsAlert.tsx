import type { FieldErrors } from '@/components/forms/field-errors'
import { hasErrors } from '@/components/forms/field-errors'

/** Above an order form whose fields were refused: the marked fields are where to look. */
export function DetailsAlert({ errors }: { errors: FieldErrors }) {
  if (!hasErrors(errors)) return null
  return (
    <p role="alert" className="text-accent-strong">
      Some details need another look: see the fields marked below.
    </p>
  )
}
