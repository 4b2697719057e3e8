import type { ComponentProps } from 'react'
import type { FieldErrors } from '@/components/forms/field-errors'
import { FormField } from '@/components/forms/FormField'
import { fieldId } from './checkout-fields'

type Field = Omit<ComponentProps<typeof FormField>, 'id' | 'error'>

type Props = { fields: readonly Field[]; errors: FieldErrors; values?: Partial<Record<string, string>> }

/** Inputs of the checkout or the gift card form, each with its message from the last submit and its known value. */
export function OrderFields({ fields, errors, values }: Props) {
  return fields.map((field) => (
    <FormField
      key={field.name}
      id={fieldId(field.name)}
      {...field}
      defaultValue={values?.[field.name]}
      error={errors[field.name]}
    />
  ))
}
