import type { ComponentProps } from 'react'
import { FormField } from '@/components/ui/FormField'
import { fieldId } from './field-errors'

type Props = Omit<ComponentProps<typeof FormField>, 'id' | 'type' | 'defaultValue'> & {
  type?: 'text' | 'email' | 'tel'
}

/** One labelled input of the checkout or gift card form. */
export function CheckoutField(props: Props) {
  return <FormField id={fieldId(props.name)} {...props} />
}
