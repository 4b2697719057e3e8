/** Tells a preview holder that drafts are showing, with the way out. */
export function PreviewBadge({ pathname }: { pathname: string }) {
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-50 flex items-center gap-3 bg-accent-strong px-4 py-2 text-sm text-white shadow-lg"
    >
      <span>Preview mode: drafts are visible</span>
      <a href={`/api/preview/exit?redirect=${encodeURIComponent(pathname)}`} className="underline">
        Exit preview
      </a>
    </div>
  )
}
