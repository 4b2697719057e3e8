/**
 * The form's trap for scripts: a field people neither see nor reach by keyboard nor hear, which scripts
 * that fill in every input fill in too. It stays labelled, so it is still a well-formed field.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
