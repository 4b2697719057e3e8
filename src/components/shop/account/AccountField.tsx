import type { ComponentProps } from 'react'
import { FormField } from '@/components/ui/FormField'

type Props = Omit<ComponentProps<typeof FormField>, 'id' | 'optional' | 'type'> & {
  type?: 'text' | 'email' | 'password'
}

/** One labelled input of an account form: every one is required. */
export function AccountField(props: Props) {
  return <FormField id={`account-${props.name}`} {...props} />
}
