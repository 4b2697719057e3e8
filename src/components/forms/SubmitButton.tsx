/** A form's submit button, disabled and relabelled while the request is in flight, or disabled while `unavailable`. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  unavailable = false,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  unavailable?: boolean
}) {
  return (
    <button
      type="submit"
      disabled={pending || unavailable}
      className="bg-ink px-5 py-3 text-white hover:bg-accent-strong disabled:opacity-50"
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
