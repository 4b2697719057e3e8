import type { ComponentProps } from 'react'
import type { FieldErrors } from '@/components/forms/field-errors'
import { FormField } from '@/components/forms/FormField'
import { fieldId } from './checkout-fields'

type Field = Omit<ComponentProps<typeof FormField>, 'id' | 'error'>

/** Inputs of the checkout or the gift card form, each with its message from the last submit. */
export function OrderFields({ fields, errors }: { fields: readonly Field[]; errors: FieldErrors }) {
  return fields.map((field) => (
    <FormField key={field.name} id={fieldId(field.name)} {...field} error={errors[field.name]} />
  ))
}
