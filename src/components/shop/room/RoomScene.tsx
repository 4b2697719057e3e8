'use client'

import { cmFromInches } from '@/lib/catalog/dimensions'
import { FRAME_MOULDING_IN } from '@/lib/catalog/framing'
import { EYE_LEVEL_IN, PERSON_HEIGHT_IN, roomLayout } from './room-layout'

export type RoomWork = { title: string; widthIn: number; heightIn: number; imageUrl: string | null }

/** Fixed, as the room's heading is (ViewInRoomAction): ids from useId repeat across a page's islands. */
const CAPTION_ID = 'view-in-room-caption'

const inAndCm = (inches: number) => `${inches} in (${cmFromInches(inches)} cm)`

/** A person's outline filling exactly its box: head at the top edge, feet on the bottom one. */
function personPath({ x, y, width, height }: { x: number; y: number; width: number; height: number }): string {
  const cx = x + width / 2
  const at = (fx: number, fy: number) => `${(cx + fx * width).toFixed(2)} ${(y + fy * height).toFixed(2)}`
  return [
    `M ${at(-0.08, 0.135)}`,
    `C ${at(-0.2, 0.12)} ${at(-0.2, 0)} ${at(0, 0)}`,
    `C ${at(0.2, 0)} ${at(0.2, 0.12)} ${at(0.08, 0.135)}`,
    `L ${at(0.4, 0.17)} ${at(0.5, 0.5)} ${at(0.4, 0.5)} ${at(0.32, 0.3)} ${at(0.28, 0.55)}`,
    `L ${at(0.22, 1)} ${at(0.04, 1)} ${at(0, 0.6)} ${at(-0.04, 1)} ${at(-0.22, 1)}`,
    `L ${at(-0.28, 0.55)} ${at(-0.32, 0.3)} ${at(-0.4, 0.5)} ${at(-0.5, 0.5)} ${at(-0.4, 0.17)} Z`,
  ].join(' ')
}

/**
 * The work on a wall at true scale: one SVG unit is one inch, so the work, its frame and the person beside it are
 * drawn at one scale whatever size the picture is shown at. The sizes are said in words under it too.
 */
export function RoomScene({ work, framed }: { work: RoomWork; framed: boolean }) {
  const layout = roomLayout(work.widthIn, work.heightIn, framed)
  const { work: box, frame, person, floorY } = layout
  const sizeLabel = `${work.widthIn} × ${work.heightIn} in (${cmFromInches(work.widthIn)} × ${cmFromInches(work.heightIn)} cm)`
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-labelledby={CAPTION_ID}
        className="block max-h-[60vh] w-full"
        data-room-scene
      >
        <rect width={layout.width} height={floorY} fill="#efeae2" />
        <rect y={floorY} width={layout.width} height={layout.height - floorY} fill="#b7a48c" />
        <path d={personPath(person)} fill="#6b6259" data-room-reference />
        {frame ? (
          <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} fill="#2b2926" data-room-frame />
        ) : null}
        <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="#d9d2c7" data-room-work />
        {/* A nested viewport clips the picture to the work's box, whatever the photograph's own proportions. */}
        {work.imageUrl ? (
          <svg x={box.x} y={box.y} width={box.width} height={box.height}>
            <image href={work.imageUrl} width="100%" height="100%" preserveAspectRatio="xMidYMid slice" />
          </svg>
        ) : null}
        {/* The ruler: the work's width above it, its height to its right. */}
        <g stroke="#2b2926" strokeWidth={0.4} fill="none" data-room-ruler>
          <path
            d={`M ${box.x} ${box.y - 5} h ${box.width} M ${box.x} ${box.y - 7} v 4 M ${box.x + box.width} ${box.y - 7} v 4`}
          />
          <path
            d={`M ${box.x + box.width + 5} ${box.y} v ${box.height} M ${box.x + box.width + 3} ${box.y} h 4 M ${box.x + box.width + 3} ${box.y + box.height} h 4`}
          />
        </g>
      </svg>
      <figcaption id={CAPTION_ID} className="mt-3 space-y-1 text-sm">
        <span className="block" data-room-size>
          {work.title}: {sizeLabel}
          {framed ? `, in a ${inAndCm(FRAME_MOULDING_IN)} frame` : ''}, hung with its centre{' '}
          {layout.centreHeight === EYE_LEVEL_IN ? 'at eye level, ' : ''}
          {inAndCm(layout.centreHeight)} above the floor.
        </span>
        <span className="block text-muted">For scale: a person {inAndCm(PERSON_HEIGHT_IN)} tall (5 ft 7 in).</span>
      </figcaption>
    </figure>
  )
}
