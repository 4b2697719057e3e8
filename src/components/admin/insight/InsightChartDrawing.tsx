'use client'

import { useEffect, useRef, useState } from 'react'
import type { InsightChart } from '@/lib/insight/figures'

type Props = Pick<InsightChart, 'title' | 'kind' | 'labels' | 'series'>

/**
 * Draws one chart with Chartist as SVG. The library is imported here, on the dashboard only, so no other admin
 * view loads it. The drawing is one image to assistive technology: the table beside it holds the numbers.
 */
export function InsightChartDrawing({ title, kind, labels, series }: Props) {
  const target = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    const element = target.current
    if (!element) return
    let detach = () => {}
    let cancelled = false
    void import('chartist').then(({ BarChart, LineChart }) => {
      if (cancelled) return
      const data = { labels, series: series.map((one) => one.values) }
      const axisY = { onlyInteger: true, low: 0 }
      const chart =
        kind === 'line'
          ? new LineChart(element, data, { axisY, fullWidth: true, chartPadding: { right: 40 } })
          : new BarChart(element, data, {
              horizontalBars: true,
              reverseData: true,
              seriesBarDistance: 12,
              axisX: { onlyInteger: true, low: 0 },
              axisY: { offset: 180 },
            })
      detach = () => chart.detach()
      setDrawn(true)
    })
    return () => {
      cancelled = true
      detach()
    }
  }, [kind, labels, series])

  return (
    <div
      ref={target}
      className="insight-chart"
      role="img"
      aria-label={`Chart of ${title.toLowerCase()}; the table beside it gives the numbers`}
      data-drawn={drawn ? 'true' : 'false'}
    />
  )
}
