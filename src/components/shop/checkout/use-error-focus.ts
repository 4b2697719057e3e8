'use client'

import { useEffect } from 'react'
import { fieldId, firstErrorField, type FieldErrors } from './field-errors'

/** After a refused submit, focus goes to the first field in error, in the order the form shows them. */
export function useErrorFocus(errors: FieldErrors, order: readonly string[]) {
  useEffect(() => {
    const first = firstErrorField(errors, order)
    if (first) document.getElementById(fieldId(first))?.focus()
  }, [errors, order])
}
