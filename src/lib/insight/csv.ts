import { csvLine } from '@/lib/text/csv'
import type { InsightChart } from './figures'

/** A chart's table as CSV (RFC 4180, every cell defused against spreadsheet formulas). */
export function chartCsv(chart: Pick<InsightChart, 'table'>): string {
  return [chart.table.headings, ...chart.table.rows].map(csvLine).join('')
}
