/** What a visitor does to a control: replayed once the island has hydrated, so that a quick first use is kept. */
const USE_EVENTS = ['click', 'input', 'change'] as const

/** The HTML element an event reached: for a click on a button's icon, the icon's nearest HTML ancestor. */
function htmlElementAt(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Element ? target : null
  while (node && !(node instanceof HTMLElement)) node = node.parentElement
  return node
}

/**
 * Holds the uses of an island's controls made before it hydrated, and returns what replays them. A click is held
 * back (a link's is not: the browser follows it) and clicked again afterwards, so that a button pressed before
 * the code arrived neither submits a form natively nor is lost; an input or change is announced again on its
 * control, whose value the browser has already changed.
 */
export function holdEarlyUses(el: HTMLElement): () => void {
  const held: { type: string; target: HTMLElement }[] = []
  const hold = (event: Event) => {
    const target = htmlElementAt(event.target)
    if (!target || target.closest('a[href]')) return
    if (event.type === 'click') {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    held.push({ type: event.type, target })
  }
  for (const type of USE_EVENTS) el.addEventListener(type, hold, true)
  return () => {
    for (const type of USE_EVENTS) el.removeEventListener(type, hold, true)
    for (const { type, target } of held.splice(0)) {
      if (type === 'click') target.click()
      else target.dispatchEvent(new Event(type, { bubbles: true }))
    }
  }
}
