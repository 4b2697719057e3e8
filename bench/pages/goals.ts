/** A goal of issues 11 and 25 with what was measured against it. */
export type Goal = { name: string; met: boolean; measured: string }

const goals: Goal[] = []

/** Records a goal and returns its mark for the line that prints the figure. */
export function goal(name: string, met: boolean, measured: string): string {
  goals.push({ name, met, measured })
  return met ? 'met' : 'MISSED'
}

export function printGoals(): void {
  console.log('\n== Goals')
  for (const { name, met, measured } of goals) console.log(`${met ? 'met   ' : 'MISSED'}  ${name}: ${measured}`)
  const missed = goals.filter((entry) => !entry.met).length
  console.log(`${goals.length - missed} met, ${missed} missed`)
}
