'use client'

import { X } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react'
import { useHydrated } from '@/lib/device/useHydrated'
import type { RoomWork } from './RoomScene'
import { chosenOptionId, type FramingOption } from './chosen-option'

// The scene loads when a visitor first opens the room: the product page carries none of its code until then.
const RoomScene = lazy(() => import('./RoomScene').then((module) => ({ default: module.RoomScene })))

// A fixed id, not useId: each island counts its ids from the same start, so another island's dialog on the page
// (Enquire) would get the same one. A product page has one room.
const HEADING_ID = 'view-in-room-heading'

type Props = { work: RoomWork; options: FramingOption[] }

/** Keeps Tab and Shift+Tab inside the dialog: from its last control to its first and back. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:enabled, input:enabled, a[href]')]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * "View in a room": a modal dialog with the work drawn on a wall at true scale beside a person. It opens framed
 * when the option chosen on the page is framed, and a work sold both ways can be switched between them.
 */
export function ViewInRoomAction({ work, options }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)
  const [framed, setFramed] = useState(false)
  const hydrated = useHydrated()
  const canFrame = options.some((option) => option.framed)
  const canUnframe = options.some((option) => !option.framed)

  function open() {
    const chosen = options.find((option) => option.id === chosenOptionId(options))
    setFramed(canFrame && (!canUnframe || Boolean(chosen?.framed)))
    setOpened(true)
    dialog.current?.showModal()
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        disabled={!hydrated}
        className="mt-4 block text-sm underline underline-offset-4 hover:text-accent"
        data-view-in-room
      >
        View in a room
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={HEADING_ID}
        closedby="any"
        onKeyDown={keepFocusInside}
        onClose={() => trigger.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-3xl bg-white p-4 text-ink backdrop:bg-ink/60 md:p-6"
      >
        <h2 id={HEADING_ID} className="pr-10 font-serif text-2xl">
          In a room, at true scale
        </h2>
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
        {opened ? (
          <Suspense fallback={<p className="mt-4 text-sm">Drawing the room…</p>}>
            <RoomScene work={work} framed={framed} />
          </Suspense>
        ) : null}
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="absolute top-3 right-3 flex size-9 items-center justify-center hover:text-accent"
        >
          <X aria-hidden className="size-5" />
        </button>
      </dialog>
    </>
  )
}
