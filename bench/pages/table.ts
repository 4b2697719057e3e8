/** Left-aligned first column, right-aligned figures: a plain-text table for the terminal. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

export const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(digits)
