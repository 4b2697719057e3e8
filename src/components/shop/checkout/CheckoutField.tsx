import { fieldId } from './field-errors'

type Props = {
  name: string
  label: string
  autoComplete: string
  type?: 'text' | 'email' | 'tel'
  optional?: boolean
  error?: string
  hint?: string
}

/** One labelled input of the checkout or gift card form; its hint and error are read out with it. */
export function CheckoutField({ name, label, autoComplete, type = 'text', optional = false, error, hint }: Props) {
  const id = fieldId(name)
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        required={!optional}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1 w-full border border-ink px-3 py-2"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-accent-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}
