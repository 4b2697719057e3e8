import 'server-only'
/**
 * The last answers of the search API by request, valid while the engine's version is unchanged: a
 * storefront asks the same few questions over and over (every landing on /artworks sends the same
 * default query), and a write to any index empties it. Least recently used answers go first.
 */
export class AnswerCache {
  private readonly answers = new Map<string, string>()
  private characters = 0
  private version = -1

  constructor(private readonly limits: { entries: number; characters: number }) {}

  get(key: string, version: number): string | undefined {
    if (version !== this.version) this.clear(version)
    const answer = this.answers.get(key)
    if (answer === undefined) return undefined
    this.answers.delete(key)
    this.answers.set(key, answer)
    return answer
  }

  set(key: string, version: number, answer: string): void {
    if (version !== this.version) this.clear(version)
    // Keys are request bodies (up to 256 kB): they count against the limit as much as the answers.
    if (this.limits.entries === 0 || key.length + answer.length > this.limits.characters) return
    this.forget(key)
    this.answers.set(key, answer)
    this.characters += key.length + answer.length
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limits.entries && this.characters <= this.limits.characters) break
      this.forget(oldest)
    }
  }

  get size(): number {
    return this.answers.size
  }

  private forget(key: string): void {
    const answer = this.answers.get(key)
    if (answer === undefined) return
    this.characters -= key.length + answer.length
    this.answers.delete(key)
  }

  private clear(version: number): void {
    this.answers.clear()
    this.characters = 0
    this.version = version
  }
}
