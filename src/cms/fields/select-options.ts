/** A select's options from each stored value to its label, in the order the admin lists them. */
export function selectOptions(labels: Record<string, string>): { label: string; value: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ label, value }))
}
