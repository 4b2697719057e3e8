export { importCatalog, type ImportOptions, type ImportProgress } from './run'
export { progressBar } from './progress'
export { formatReport, importComplete, type ImportReport, type ReportWords } from './report'
