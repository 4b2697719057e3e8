// In the order the browser runs them: the start-up script first, zod whenever a page needs it.
import './instrumentation-client'
import * as classic from 'zod'
import * as mini from 'zod/mini'
import { describe, expect, it } from 'vitest'

describe('the browser start-up script', () => {
  it('makes every zod loaded after it skip the eval probe, without loading zod itself', () => {
    expect(classic.config().jitless).toBe(true)
    expect(mini.config().jitless).toBe(true)
  })
})
