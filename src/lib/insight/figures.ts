import type { FollowedArtist, FruitlessSearch, SavedWork, WeekConversion, WeekCount } from './statements'

export const INSIGHT_CHART_IDS = [
  'most-saved-works',
  'most-followed-artists',
  'searches-found-nothing',
  'enquiries-and-orders',
  'enquiry-conversion',
] as const
export type InsightChartId = (typeof INSIGHT_CHART_IDS)[number]

/**
 * One chart of the dashboard and the table beside it (the same numbers, also its CSV). Labels and series are
 * what the chart draws; the table may say more (an id, a rate).
 */
export type InsightChart = {
  id: InsightChartId
  title: string
  kind: 'bar' | 'line'
  labels: string[]
  series: { name: string; values: number[] }[]
  table: { headings: string[]; rows: string[][] }
}

export type InsightFigures = { charts: InsightChart[] }

type Reads = {
  weeks: string[]
  savedWorks: SavedWork[]
  followedArtists: FollowedArtist[]
  fruitlessSearches: FruitlessSearch[]
  enquiries: WeekCount[]
  orders: WeekCount[]
  conversions: WeekConversion[]
}

const perWeek = (weeks: readonly string[], counts: readonly WeekCount[]): number[] => {
  const byWeek = new Map(counts.map(({ week, count }) => [week, count]))
  return weeks.map((week) => byWeek.get(week) ?? 0)
}

/** A work's title, or its id when it has none (a work deleted since it was saved). */
const workName = (work: SavedWork): string => work.title || `Work ${work.id}`

/** A share as a percentage with one decimal, or a dash when there is nothing to divide. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`
}

function conversionChart(weeks: readonly string[], conversions: readonly WeekConversion[]): InsightChart {
  const byWeek = new Map(conversions.map((row) => [row.week, row]))
  const rows = weeks.map((week) => byWeek.get(week) ?? { week, enquiries: 0, converted: 0 })
  const total = rows.reduce(
    (sum, row) => ({ enquiries: sum.enquiries + row.enquiries, converted: sum.converted + row.converted }),
    { enquiries: 0, converted: 0 },
  )
  return {
    id: 'enquiry-conversion',
    title: 'Enquiries that became orders',
    kind: 'bar',
    labels: [...weeks],
    series: [
      { name: 'Enquiries', values: rows.map((row) => row.enquiries) },
      { name: 'Became orders', values: rows.map((row) => row.converted) },
    ],
    table: {
      headings: ['Week of', 'Enquiries', 'Became orders', 'Conversion'],
      rows: [
        ...rows.map((row) => [
          row.week,
          String(row.enquiries),
          String(row.converted),
          percent(row.converted, row.enquiries),
        ]),
        ['All weeks', String(total.enquiries), String(total.converted), percent(total.converted, total.enquiries)],
      ],
    },
  }
}

/** The dashboard's charts from the aggregates' rows, every week shown even when nothing happened in it. */
export function insightFigures(reads: Reads): InsightFigures {
  const enquiries = perWeek(reads.weeks, reads.enquiries)
  const orders = perWeek(reads.weeks, reads.orders)
  return {
    charts: [
      {
        id: 'most-saved-works',
        title: 'Most saved works',
        kind: 'bar',
        labels: reads.savedWorks.map(workName),
        series: [{ name: 'Saves', values: reads.savedWorks.map((work) => work.saves) }],
        table: {
          headings: ['Work', 'Work ID', 'Saves'],
          rows: reads.savedWorks.map((work) => [workName(work), String(work.id), String(work.saves)]),
        },
      },
      {
        id: 'most-followed-artists',
        title: 'Most followed artists',
        kind: 'bar',
        labels: reads.followedArtists.map((artist) => artist.name),
        series: [{ name: 'Followers', values: reads.followedArtists.map((artist) => artist.followers) }],
        table: {
          headings: ['Artist', 'Slug', 'Followers'],
          rows: reads.followedArtists.map((artist) => [artist.name, artist.slug, String(artist.followers)]),
        },
      },
      {
        id: 'searches-found-nothing',
        title: 'Searches that found nothing',
        kind: 'bar',
        labels: reads.fruitlessSearches.map((search) => search.query),
        series: [{ name: 'Searches', values: reads.fruitlessSearches.map((search) => search.searches) }],
        table: {
          headings: ['Search', 'Searches'],
          rows: reads.fruitlessSearches.map((search) => [search.query, String(search.searches)]),
        },
      },
      {
        id: 'enquiries-and-orders',
        title: 'Enquiries and orders by week',
        kind: 'line',
        labels: [...reads.weeks],
        series: [
          { name: 'Enquiries', values: enquiries },
          { name: 'Orders', values: orders },
        ],
        table: {
          headings: ['Week of', 'Enquiries', 'Orders'],
          rows: reads.weeks.map((week, index) => [week, String(enquiries[index] ?? 0), String(orders[index] ?? 0)]),
        },
      },
      conversionChart(reads.weeks, reads.conversions),
    ],
  }
}
