import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Button, Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { insightExportPath } from '@/lib/insight/export-path'
import type { InsightChart } from '@/lib/insight/figures'
import { readInsight } from '@/lib/insight/read-insight'
import { chartStyle } from './chart-style'
import { InsightChartDrawing } from './InsightChartDrawing'

/** Table cells after the first that hold numbers line up on the right. */
const isNumberColumn = (heading: string, index: number) => index > 0 && !['Slug', 'Search'].includes(heading)

function ChartSection({ chart }: { chart: InsightChart }) {
  const headingId = `insight-${chart.id}`
  return (
    <section className="insight-section" aria-labelledby={headingId} data-chart={chart.id}>
      <h2 id={headingId}>{chart.title}</h2>
      <div className="insight-body">
        <div>
          {chart.labels.length === 0 ? (
            <p>Nothing yet.</p>
          ) : (
            <>
              <InsightChartDrawing title={chart.title} kind={chart.kind} labels={chart.labels} series={chart.series} />
              {chart.series.length > 1 ? (
                <ul className="insight-legend" aria-label="Series">
                  {chart.series.map((series) => (
                    <li key={series.name}>{series.name}</li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </div>
        <div>
          <table className="insight-table">
            <caption className="sr-only">{chart.title}: the numbers</caption>
            <thead>
              <tr>
                {chart.table.headings.map((heading, index) => (
                  <th
                    key={heading}
                    scope="col"
                    className={isNumberColumn(heading, index) ? 'insight-number' : undefined}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={
                        isNumberColumn(chart.table.headings[index] ?? '', index) ? 'insight-number' : undefined
                      }
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Button el="anchor" url={insightExportPath(chart.id)} buttonStyle="secondary" size="small">
            Download CSV<span className="sr-only">: {chart.title.toLowerCase()}</span>
          </Button>
        </div>
      </div>
    </section>
  )
}

/**
 * The admin's insight dashboard (/admin/insight), for gallery staff only: what visitors save, follow and fail to
 * find, and how enquiries turn into orders, each as a chart with its numbers and a CSV download.
 */
export async function InsightView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (req.user?.collection !== 'users') redirect('/admin/login?redirect=%2Fadmin%2Finsight')
  const { charts } = await readInsight(req.payload)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <style>{chartStyle}</style>
      <Gutter>
        <h1>Insight</h1>
        <p>
          Ranked charts show the top ten; weekly charts the last twelve weeks (from Monday, UTC). Cancelled orders are
          not counted; an enquiry became an order when its email placed one afterwards.
        </p>
        {charts.map((chart) => (
          <ChartSection key={chart.id} chart={chart} />
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}
