import type { InsightChartId } from './figures'

/** Where staff download one chart of the insight dashboard as CSV (src/app/api/insight/export.csv). */
export const insightExportPath = (chart: InsightChartId): string =>
  `/api/insight/export.csv?chart=${encodeURIComponent(chart)}`
