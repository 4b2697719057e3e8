const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
type Weekday = (typeof WEEKDAYS)[number]

/** Opening times for each day of the week; `null` means the day is by appointment only. */
export type Week = Readonly<Record<Weekday, string | null>>

const BY_APPOINTMENT = 'By appointment'

/** The week starting on the first open day after a closed one, so "Tuesday – Sunday" reads as one run. */
function weekFromFirstOpening(week: Week): Weekday[] {
  const start = WEEKDAYS.findIndex((day, index) => week[day] !== null && week[WEEKDAYS.at(index - 1) ?? day] === null)
  return WEEKDAYS.map((_, step) => WEEKDAYS[(Math.max(start, 0) + step) % WEEKDAYS.length] ?? 'Monday')
}

/** Runs of consecutive days that share the same hours, in week order. */
function runs(week: Week, days: readonly Weekday[]): Weekday[][] {
  const grouped: Weekday[][] = []
  for (const day of days) {
    const last = grouped.at(-1)
    if (last && week[last[0] ?? day] === week[day]) last.push(day)
    else grouped.push([day])
  }
  return grouped
}

const span = (days: readonly Weekday[], joiner: string) =>
  days.length > 1 ? `${days[0]}${joiner}${days.at(-1)}` : (days[0] ?? '')

/** The hours table: one row per run of days, "Tuesday – Friday: 11 am – 7 pm". */
export function hoursRows(week: Week): [days: string, hours: string][] {
  return runs(week, weekFromFirstOpening(week)).map((days) => [
    span(days, ' – '),
    week[days[0] ?? 'Monday'] ?? BY_APPOINTMENT,
  ])
}

/** The open days as a sentence says them, from the same week as the table: "Tuesday to Sunday". */
export function openDaysInWords(week: Week): string {
  const open = weekFromFirstOpening(week).filter((day) => week[day] !== null)
  const contiguous = open.every(
    (day, index) => index === 0 || WEEKDAYS.indexOf(day) === (WEEKDAYS.indexOf(open[index - 1] ?? day) + 1) % 7,
  )
  if (contiguous) return span(open, ' to ')
  return `${open.slice(0, -1).join(', ')} and ${open.at(-1) ?? ''}`
}

/** The days open by appointment only, as a sentence says them: "Monday". */
export function appointmentDaysInWords(week: Week): string {
  const days = WEEKDAYS.filter((day) => week[day] === null)
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '')
}
