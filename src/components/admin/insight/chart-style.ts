/** Chartist draws unstyled SVG; these rules, in the dashboard alone, give its parts their look. */
export const chartStyle = `
.insight-chart { height: 20rem; }
.insight-chart svg { display: block; }
.insight-chart .ct-grid { stroke: var(--theme-elevation-150); stroke-width: 1px; stroke-dasharray: 2px; }
.insight-chart .ct-label { color: var(--theme-elevation-800); fill: var(--theme-elevation-800); font-size: 0.75rem; line-height: 1; }
.insight-chart .ct-label.ct-vertical { justify-content: flex-end; text-align: right; }
.insight-chart .ct-label.ct-horizontal { justify-content: flex-start; text-align: left; }
.insight-chart foreignObject span { display: flex; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.insight-chart .ct-bar { stroke-width: 10px; }
.insight-chart .ct-line { fill: none; stroke-width: 3px; }
.insight-chart .ct-point { stroke-width: 9px; stroke-linecap: round; }
.insight-chart .ct-series-a .ct-bar, .insight-chart .ct-series-a .ct-line, .insight-chart .ct-series-a .ct-point { stroke: #1f6feb; }
.insight-chart .ct-series-b .ct-bar, .insight-chart .ct-series-b .ct-line, .insight-chart .ct-series-b .ct-point { stroke: #c2410c; }
.insight-legend { display: flex; gap: 1rem; list-style: none; margin: 0.5rem 0 0; padding: 0; }
.insight-legend li::before { content: ''; display: inline-block; width: 0.75rem; height: 0.75rem; margin-right: 0.375rem; vertical-align: middle; }
.insight-legend li:nth-child(1)::before { background: #1f6feb; }
.insight-legend li:nth-child(2)::before { background: #c2410c; }
.insight-section { margin-bottom: calc(var(--base) * 2); }
.insight-body { display: grid; gap: var(--base); grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
@media (max-width: 1024px) { .insight-body { grid-template-columns: minmax(0, 1fr); } }
.insight-table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.insight-table th, .insight-table td { padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--theme-elevation-150); text-align: left; }
.insight-table td.insight-number, .insight-table th.insight-number { text-align: right; font-variant-numeric: tabular-nums; }
`
