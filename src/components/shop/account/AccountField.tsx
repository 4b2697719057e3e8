type Props = {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  error?: string
  hint?: string
  defaultValue?: string
}

/** One labelled input of an account form; its hint and error are read out with it. */
export function AccountField({ name, label, type = 'text', autoComplete, error, hint, defaultValue }: Props) {
  const id = `account-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
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
        required
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
