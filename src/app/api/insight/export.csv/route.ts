import { z } from 'zod'
import { authenticate } from '@/cms/auth/session-lookup'
import { getCms } from '@/lib/cms/payload'
import { faultResponse } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { chartCsv } from '@/lib/insight/csv'
import { INSIGHT_CHART_IDS } from '@/lib/insight/figures'
import { readInsight } from '@/lib/insight/read-insight'
import { csvDownload } from '@/lib/text/csv'

const exportRequest = z.object({ chart: z.enum(INSIGHT_CHART_IDS) }).strict()

/** One chart of the admin's insight dashboard as CSV, for gallery staff only (session cookie or JWT). */
export async function GET(request: Request) {
  try {
    const payload = await getCms()
    const user = await authenticate(payload, request.headers)
    if (!user) return jsonError(401, 'Sign in to the admin to export the gallery’s insight')
    if (user.collection !== 'users') return jsonError(403, 'Only gallery staff may export the gallery’s insight')
    const asked = exportRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!asked.success) return jsonError(400, `Ask for ?chart= one of ${INSIGHT_CHART_IDS.join(', ')}`)
    const chart = (await readInsight(payload)).charts.find((each) => each.id === asked.data.chart)
    if (!chart) return jsonError(404, 'No such chart')
    return csvDownload(chartCsv(chart), chart.id)
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'insight: a chart export failed',
      message: 'The export failed. Please try again later.',
    })
  }
}
