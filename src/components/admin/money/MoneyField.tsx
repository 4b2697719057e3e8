'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { storedCentsText } from './stored-cents'

/**
 * An amount on an order's page in the admin: its label and dollars, read only, since nobody edits what checkout
 * wrote. The field still holds cents.
 */
export function MoneyField({ field, path }: Pick<NumberFieldClientProps, 'field' | 'path'>) {
  const { value } = useField<number>({ path })
  return (
    <div className="field-type money-field" id={`field-${path.replaceAll('.', '__')}`}>
      <FieldLabel label={field.label} path={path} />
      <output>{storedCentsText(value) || '—'}</output>
    </div>
  )
}
