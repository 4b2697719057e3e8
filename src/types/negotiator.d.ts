// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` option.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>)
    /** The encoding of `available` the client accepts with the highest quality; ties go to `preferred`'s order. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
