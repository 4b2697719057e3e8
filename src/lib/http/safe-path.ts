/** Only same-site paths are followed, so a crafted link can't send a visitor to another site. */
export function safeLocalPath(path: string | null | undefined, fallback: string): string {
  return path && /^\/(?![/\\])[\w\-./?=&%#]*$/.test(path) ? path : fallback
}
