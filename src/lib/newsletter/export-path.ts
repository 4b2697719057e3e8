/** Where staff download every newsletter subscriber as CSV (src/app/api/newsletter/export.csv). */
export const SUBSCRIBERS_EXPORT_PATH = '/api/newsletter/export.csv'
