import { FRAME_MOULDING_IN } from '@/lib/catalog/framing'

/** The reference of known size beside the work: a person of 5 ft 7 in (170 cm), standing on the floor. */
export const PERSON_HEIGHT_IN = 67
/** Where a gallery hangs a work: its centre at eye level, 57 in (145 cm) above the floor. */
export const EYE_LEVEL_IN = 57

const PERSON_WIDTH_IN = 20
const GAP_IN = 16
const SIDE_MARGIN_IN = 24
/** A room of at least 10 ft wide and an 8 ft 6 in ceiling, so that a small work reads as small. */
const MIN_ROOM_WIDTH_IN = 120
const MIN_CEILING_IN = 102
const FLOOR_DEPTH_IN = 14
/** The least wall left under a work too tall to hang at eye level. */
const CLEARANCE_IN = 4

type Box = { x: number; y: number; width: number; height: number }

export type RoomLayout = {
  /** The scene's size in inches: one SVG unit is one inch, so everything in it is drawn at one scale. */
  width: number
  height: number
  floorY: number
  /** The work itself, inside its frame when it has one. */
  work: Box
  /** The frame's outer edge, or null for an unframed work. */
  frame: Box | null
  person: Box
  /** The height of the work's centre above the floor: eye level, or higher when the work is very tall. */
  centreHeight: number
}

/**
 * The room scene for a work of the given size in inches: the work hung with its centre at eye level (raised only
 * when it would otherwise touch the floor), a person standing to its left, in a room wide and high enough for both.
 */
export function roomLayout(widthIn: number, heightIn: number, framed: boolean): RoomLayout {
  const moulding = framed ? FRAME_MOULDING_IN : 0
  const outerWidth = widthIn + 2 * moulding
  const outerHeight = heightIn + 2 * moulding
  const centreHeight = Math.max(EYE_LEVEL_IN, outerHeight / 2 + CLEARANCE_IN)
  const ceiling = Math.max(MIN_CEILING_IN, centreHeight + outerHeight / 2 + CLEARANCE_IN * 3)
  const content = PERSON_WIDTH_IN + GAP_IN + outerWidth
  const width = Math.max(MIN_ROOM_WIDTH_IN, content + 2 * SIDE_MARGIN_IN)
  const left = (width - content) / 2
  const floorY = ceiling
  const outer = {
    x: left + PERSON_WIDTH_IN + GAP_IN,
    y: floorY - centreHeight - outerHeight / 2,
    width: outerWidth,
    height: outerHeight,
  }
  return {
    width,
    height: floorY + FLOOR_DEPTH_IN,
    floorY,
    work: { x: outer.x + moulding, y: outer.y + moulding, width: widthIn, height: heightIn },
    frame: framed ? outer : null,
    person: { x: left, y: floorY - PERSON_HEIGHT_IN, width: PERSON_WIDTH_IN, height: PERSON_HEIGHT_IN },
    centreHeight,
  }
}
