type Props = {
  id: string
  name: string
  label: string
  autoComplete: string
  type?: 'text' | 'email' | 'tel' | 'password'
  optional?: boolean
  error?: string
  hint?: string
  defaultValue?: string
}

/** One labelled input of a form; its hint and error are read out with it. */
export function FormField({
  id,
  name,
  label,
  autoComplete,
  type = 'text',
  optional = false,
  error,
  hint,
  defaultValue,
}: Props) {
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
        defaultValue={defaultValue}
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
