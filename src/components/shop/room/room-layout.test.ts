import { describe, expect, it } from 'vitest'
import { FRAME_MOULDING_IN } from '@/lib/catalog/framing'
import { EYE_LEVEL_IN, PERSON_HEIGHT_IN, roomLayout } from './room-layout'

const centreAboveFloor = (layout: ReturnType<typeof roomLayout>) =>
  layout.floorY - (layout.work.y + layout.work.height / 2)

describe('roomLayout', () => {
  it('draws the work and the person in inches, the work centred at eye level', () => {
    const layout = roomLayout(24, 36, false)
    expect(layout.work).toMatchObject({ width: 24, height: 36 })
    expect(layout.person.height).toBe(PERSON_HEIGHT_IN)
    expect(layout.person.y + layout.person.height).toBe(layout.floorY)
    expect(centreAboveFloor(layout)).toBe(EYE_LEVEL_IN)
    expect(layout.frame).toBeNull()
  })

  it('puts a frame of the moulding width around a framed work, which keeps its own size', () => {
    const layout = roomLayout(16, 20, true)
    expect(layout.work).toMatchObject({ width: 16, height: 20 })
    expect(layout.frame).toMatchObject({ width: 16 + 2 * FRAME_MOULDING_IN, height: 20 + 2 * FRAME_MOULDING_IN })
    expect(centreAboveFloor(layout)).toBe(EYE_LEVEL_IN)
  })

  it('raises a work too tall for eye level off the floor and makes room for a wide one', () => {
    const tall = roomLayout(40, 130, false)
    expect(tall.floorY - (tall.work.y + tall.work.height)).toBeGreaterThan(0)
    expect(tall.work.y).toBeGreaterThan(0)
    const wide = roomLayout(200, 60, true)
    expect(wide.width).toBeGreaterThan(200)
    expect(wide.person.x + wide.person.width).toBeLessThan(wide.frame?.x ?? 0)
  })
})
