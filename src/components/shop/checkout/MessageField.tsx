import { fieldId } from './field-errors'

/** The gift card's optional message to its recipient, mailed as plain text with the code. */
export function MessageField({ error }: { error?: string }) {
  const id = fieldId('message')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Message <span className="font-normal text-muted">(optional)</span>
      </label>
      <textarea
        id={id}
        name="message"
        rows={4}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
