/** An option of the work as the room view needs it: its id and whether it comes framed. */
export type FramingOption = { id: string; framed: boolean }

/**
 * The option the buyer has chosen on the page. The options are an island of their own whose radios show the
 * shared choice; the room reads them when it opens rather than join that island's code, which every product
 * page loads at once. A single option is chosen from the start; several with none picked yet: none.
 */
export function chosenOptionId(options: readonly FramingOption[]): string | undefined {
  if (options.length === 1) return options[0]?.id
  return document.querySelector<HTMLInputElement>('[data-variant-chooser] input[name="variant"]:checked')?.value
}
