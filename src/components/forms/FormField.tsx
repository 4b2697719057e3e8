type Props = {
  id: string
  name: string
  label: string
  autoComplete?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  /** A multi-line answer: the field is a textarea this many rows high. */
  rows?: number
  optional?: boolean
  error?: string
  hint?: string
  defaultValue?: string
  maxLength?: number
  autoFocus?: boolean
  /** Small type on a white ground, for a form inside a dialog. */
  compact?: boolean
}

const CONTROL = 'mt-1 w-full border border-ink px-3 py-2'
const COMPACT_CONTROL = 'mt-1 w-full border border-ink bg-white px-3 py-2 text-sm'

/** One labelled input or textarea of a form; its hint and error are read out with it. */
export function FormField({
  id,
  name,
  label,
  autoComplete,
  type = 'text',
  rows,
  optional = false,
  error,
  hint,
  defaultValue,
  maxLength,
  autoFocus,
  compact = false,
}: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const control = {
    id,
    name,
    required: !optional,
    autoComplete,
    defaultValue,
    maxLength,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: compact ? COMPACT_CONTROL : CONTROL,
  }
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
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-accent-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}
