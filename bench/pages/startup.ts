import type { StartedApp } from './app'
import { goal } from './goals'
import { fixed } from './table'

const FIRST_OK_GOAL_S = 150
const SEED_GOAL_S = 20

/** A fresh clone's first start: `npm start` on an empty database until `/` answers 200, and the seed within it. */
export function reportStartup(app: Pick<StartedApp, 'firstOkMs' | 'seedSeconds'>): void {
  const firstOkS = app.firstOkMs / 1000
  console.log('\n== First start on an empty database')
  const firstMark = goal(
    `spawning npm start on an empty database to the first 200 ≤ ${FIRST_OK_GOAL_S} s`,
    firstOkS <= FIRST_OK_GOAL_S,
    `${fixed(firstOkS, 1)} s`,
  )
  console.log(`npm start to the first 200 of /: ${fixed(firstOkS, 1)} s ${firstMark}`)
  const seed = app.seedSeconds
  const seedMark = goal(
    `demo-gallery seed ≤ ${SEED_GOAL_S} s`,
    seed !== undefined && seed <= SEED_GOAL_S,
    seed === undefined ? 'no seed time in the server log' : `${fixed(seed, 1)} s`,
  )
  console.log(`seed (from the server log): ${seed === undefined ? 'not logged' : `${fixed(seed, 1)} s`} ${seedMark}`)
}
