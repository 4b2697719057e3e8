type Listener = (variantId: string) => void

/**
 * One choice per name, shared by providers in separate islands (context does not cross islands). The last choice
 * made under a name is kept: a provider that subscribes after the buyer chose (its island hydrated late, on a slow
 * phone) starts from it, so the price never reads "From $" beside options that show one chosen.
 */
export class SharedChoices {
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly latest = new Map<string, string>()

  /** Listens for choices under `name`, told at once of one made before; answers how to stop. */
  subscribe(name: string, listener: Listener): () => void {
    const listeners = this.listeners.get(name) ?? new Set()
    this.listeners.set(name, listeners.add(listener))
    const chosenBefore = this.latest.get(name)
    if (chosenBefore !== undefined) listener(chosenBefore)
    return () => {
      listeners.delete(listener)
      if (listeners.size > 0) return
      this.listeners.delete(name)
      this.latest.delete(name)
    }
  }

  /** Tells every provider under `name`; false when none listens yet (the caller keeps the choice itself). */
  choose(name: string, variantId: string): boolean {
    this.latest.set(name, variantId)
    const listeners = this.listeners.get(name)
    for (const listener of listeners ?? []) listener(variantId)
    return Boolean(listeners?.size)
  }
}
