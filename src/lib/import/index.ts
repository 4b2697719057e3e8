export { importCatalog, type ImportOptions, type ImportProgress, type ImportReport } from './run'
export { progressBar } from './progress'
export { formatReport, importComplete, type ReportWords } from './report'
