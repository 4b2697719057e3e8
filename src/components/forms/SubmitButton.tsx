/** A form's submit button, disabled and relabelled while the request is in flight. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="bg-ink px-5 py-3 text-white hover:bg-accent-strong disabled:opacity-50"
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
