export { importCatalog, type ImportOptions } from './run'
export { progressBar } from './progress'
export { formatReport, importComplete, type ImportReport } from './report'
