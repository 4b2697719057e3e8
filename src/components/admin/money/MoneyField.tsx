'use client'
import { TextInput, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { storedCentsText } from './stored-cents'

/**
 * An amount on an order's page in the admin: dollars in a read-only input like the order's other fields, since
 * nobody edits what checkout wrote. The field still holds cents.
 */
export function MoneyField({ field, path }: Pick<NumberFieldClientProps, 'field' | 'path'>) {
  const { value } = useField<number>({ path })
  return <TextInput path={path} label={field.label} readOnly value={storedCentsText(value)} />
}
