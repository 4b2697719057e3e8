import type { NumericOperator } from './filter'

/** A numeric condition as bounds, so several on one attribute intersect into one column scan. */
export type Interval = {
  readonly min: number
  readonly max: number
  readonly minOpen: boolean
  readonly maxOpen: boolean
}

export function merge(bounds: Partial<Interval> = {}): Interval {
  return { min: -Infinity, max: Infinity, minOpen: false, maxOpen: false, ...bounds }
}

export function intervalOf(operator: Exclude<NumericOperator, '!='>, value: number): Interval {
  switch (operator) {
    case '<':
      return merge({ max: value, maxOpen: true })
    case '<=':
      return merge({ max: value })
    case '=':
      return merge({ min: value, max: value })
    case '>=':
      return merge({ min: value })
    case '>':
      return merge({ min: value, minOpen: true })
  }
}

export function intersect(a: Interval, b: Interval): Interval {
  const min = Math.max(a.min, b.min)
  const max = Math.min(a.max, b.max)
  return {
    min,
    max,
    minOpen: (a.min === min && a.minOpen) || (b.min === min && b.minOpen),
    maxOpen: (a.max === max && a.maxOpen) || (b.max === max && b.maxOpen),
  }
}
