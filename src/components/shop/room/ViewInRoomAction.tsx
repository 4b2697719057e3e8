'use client'

import { lazy, Suspense, useState } from 'react'
import { ModalAction } from '@/components/ui/ModalAction'
import type { RoomWork } from './RoomScene'
import { chosenOptionId, type FramingOption } from './chosen-option'

// The scene loads when a visitor first opens the room: the product page carries none of its code until then.
const RoomScene = lazy(() => import('./RoomScene').then((module) => ({ default: module.RoomScene })))

// A product page has one room, so a fixed id is unique on it.
const HEADING_ID = 'view-in-room-heading'

type Props = { work: RoomWork; options: FramingOption[] }

/**
 * "View in a room": a modal dialog with the work drawn on a wall at true scale beside a person. It opens framed
 * when the option chosen on the page is framed, and a work sold both ways can be switched between them.
 */
export function ViewInRoomAction({ work, options }: Props) {
  const [framed, setFramed] = useState(false)
  const canFrame = options.some((option) => option.framed)
  const canUnframe = options.some((option) => !option.framed)

  function frameAsChosen() {
    const chosen = options.find((option) => option.id === chosenOptionId(options))
    setFramed(canFrame && (!canUnframe || Boolean(chosen?.framed)))
  }

  return (
    <ModalAction
      trigger={{
        label: 'View in a room',
        className: 'mt-4 block text-sm underline underline-offset-4 hover:text-accent',
        marker: 'data-view-in-room',
      }}
      heading="In a room, at true scale"
      headingId={HEADING_ID}
      dialogClassName="max-w-3xl p-4 md:p-6"
      onOpen={frameAsChosen}
    >
      <>
        {canFrame && canUnframe ? (
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={framed}
              onChange={(event) => setFramed(event.currentTarget.checked)}
              className="size-4 accent-current"
            />
            Framed
          </label>
        ) : null}
        <Suspense fallback={<p className="mt-4 text-sm">Drawing the room…</p>}>
          <RoomScene work={work} framed={framed} />
        </Suspense>
      </>
    </ModalAction>
  )
}
