// The requests whose page has its HoverImages island already: one island draws every card's hover picture.
const placed = new WeakSet<Request>()

/** True the first time it is asked for a request, so the first server-rendered artwork card places the island. */
export function placesHoverImages(request: Request): boolean {
  if (placed.has(request)) return false
  placed.add(request)
  return true
}
