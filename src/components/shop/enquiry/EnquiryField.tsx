type Props = {
  id: string
  name: 'name' | 'email' | 'message'
  label: string
  maxLength: number
  error?: string
  autoComplete?: string
  autoFocus?: boolean
}

const INPUT = 'mt-1 w-full border border-ink bg-white px-3 py-2 text-sm'

/** One labelled field of the enquiry form; its message shows under it and is read out with it. */
export function EnquiryField({ id, name, label, maxLength, error, autoComplete, autoFocus }: Props) {
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    maxLength,
    required: true,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: INPUT,
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {name === 'message' ? (
        <textarea rows={5} {...shared} />
      ) : (
        <input type={name === 'email' ? 'email' : 'text'} autoComplete={autoComplete} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-accent-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}
