'use client'

import { useEffect } from 'react'
import { firstErrorField, type FieldErrors } from '@/components/forms/field-errors'
import { fieldId } from './checkout-fields'

/** After a refused submit, focus goes to the first field in error, in the order the form shows them. */
export function useErrorFocus(errors: FieldErrors, order: readonly string[]) {
  useEffect(() => {
    const first = firstErrorField(errors, order)
    if (first) document.getElementById(fieldId(first))?.focus()
  }, [errors, order])
}
