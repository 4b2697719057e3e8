import type { ComponentProps } from 'react'

// The same object on every render, so Preact sees the HTML unchanged and never writes it.
const KEEP_SERVER_HTML = { __html: '' }

/**
 * A `div` whose content only the server draws. In the browser the element keeps the HTML the server sent: Preact
 * does not walk it while hydrating an island, nor touch it afterwards, while the `div`'s own attributes still
 * follow the island's state. For static content of an island (a menu's links), whose hydration would otherwise
 * cost as much as the interactive parts. The content must not depend on the island's state, and the island must
 * be server-rendered (every `client:*` island is, but `client:only`).
 */
export function ServerHtml({ children, ...props }: ComponentProps<'div'>) {
  if (typeof window === 'undefined') return <div {...props}>{children}</div>
  return <div {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
}
