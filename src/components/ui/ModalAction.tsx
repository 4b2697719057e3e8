'use client'

import X from 'lucide-react/icons/x'
import { useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '@/lib/device/useHydrated'
import { useFocusTrap } from './useFocusTrap'

type Props = {
  /** The button that opens the dialog, and the attribute that marks it (`data-…`) for its page and tests. */
  trigger: { label: ReactNode; className: string; marker: `data-${string}` }
  heading: ReactNode
  /** Unique on the page: Preact numbers useId from the same start in every island, so a bare one can collide. */
  headingId: string
  dialogClassName: string
  /** False hides the corner's Close button (when the content offers its own way out). */
  closable?: boolean
  onOpen?: () => void
  onClose?: () => void
  /**
   * The dialog's content, placed only once it has first been opened (so lazy content loads on demand). A
   * `<form method="dialog">` in it closes the dialog.
   */
  children: ReactNode
}

/**
 * A button that opens a modal dialog: the page behind is inert, Escape or a click outside closes it, Tab stays
 * inside, and focus goes back to the button when it closes. The button opens nothing until the island has
 * hydrated: until then it is disabled rather than swallowing a click. The Close button comes last in the dialog,
 * so opening it puts the focus on the content's first control.
 */
export function ModalAction({
  trigger,
  heading,
  headingId,
  dialogClassName,
  closable = true,
  onOpen,
  onClose,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)
  const [isOpen, setIsOpen] = useState(false)
  const hydrated = useHydrated()
  const close = () => dialog.current?.close()
  useFocusTrap(dialog, isOpen, close, 'dialog')

  function open() {
    onOpen?.()
    setOpened(true)
    setIsOpen(true)
    dialog.current?.showModal()
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        disabled={!hydrated}
        className={trigger.className}
        {...{ [trigger.marker]: true }}
      >
        {trigger.label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        closedby="any"
        onClose={() => {
          setIsOpen(false)
          onClose?.()
          button.current?.focus()
        }}
        className={`m-auto w-[calc(100%-2rem)] bg-white text-ink backdrop:bg-ink/60 ${dialogClassName}`}
      >
        <h2 id={headingId} className="pr-10 font-serif text-2xl">
          {heading}
        </h2>
        {opened ? children : null}
        {closable ? (
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="absolute top-3 right-3 flex size-9 items-center justify-center hover:text-accent md:top-4 md:right-4"
          >
            <X aria-hidden className="size-5" />
          </button>
        ) : null}
      </dialog>
    </>
  )
}
