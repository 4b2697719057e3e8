import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import {
  headArguments,
  setHeadHeaders,
  writeArguments,
  type Callback,
  type HeadArguments,
  type HeaderList,
  type WriteArguments,
} from './response-arguments'

export type SentHead = { statusCode: number; headers: OutgoingHttpHeaders }

/**
 * Sees a response as it is sent: each piece of its body, then its end with the head it went out with; a held
 * response as it was before its hold encoded it for the browser.
 */
type ResponseWatcher = {
  sent: (chunk: Buffer) => void
  ended: (head: SentHead) => void
}

/** Holds a response's head and body until it ends, to set headers that depend on the whole body. */
export type ResponseHold = {
  /** Asked once, as the head is about to go out, while headers may still change: whether to hold. */
  holds: () => boolean
  /** Given the whole body before anything is sent: sets the headers that depend on it. */
  release: (body: Buffer) => Promise<void>
  /** The held response could not be sent; it is destroyed after this. */
  failed: (error: unknown) => void
}

/**
 * The one patch of a response's writeHead, flushHeaders, write and end. Every layer registers with it,
 * so the order they are installed in does not matter: a watcher always sees the head and body that
 * finally go out, after a hold has set its last headers (and before it encoded them for the browser).
 */
class WrappedResponse {
  private readonly watchers: ResponseWatcher[] = []
  private hold: ResponseHold | undefined
  private encodeHeld: ((body: Buffer) => Promise<Buffer>) | undefined
  private mode: 'undecided' | 'stream' | 'hold' = 'undecided'
  private readonly held: Buffer[] = []
  private holdEnding = false
  private watchersTold = false
  private readonly original: Pick<ServerResponse, 'writeHead' | 'flushHeaders' | 'write' | 'end'>

  constructor(private readonly outgoing: ServerResponse) {
    const { writeHead, flushHeaders, write, end } = outgoing
    this.original = { writeHead, flushHeaders, write, end }
    outgoing.writeHead = ((statusCode: number, reasonOrHeaders?: string | HeaderList, headers?: HeaderList) =>
      this.writeHead(headArguments(statusCode, reasonOrHeaders, headers))) as ServerResponse['writeHead']
    outgoing.flushHeaders = () => {
      if (this.decide() === 'stream') this.original.flushHeaders.call(outgoing)
    }
    outgoing.write = ((...args: WriteArguments) => this.write(args)) as ServerResponse['write']
    outgoing.end = ((...args: WriteArguments) => this.end(args)) as ServerResponse['end']
  }

  watch(watcher: ResponseWatcher): void {
    this.watchers.push(watcher)
  }

  holdWith(hold: ResponseHold): void {
    if (this.hold) throw new Error('A response is held by one layer at most')
    this.hold = hold
  }

  /**
   * Sends a held body as `encode` makes it (compressed for this browser, with the headers saying so), after
   * its hold released it. Watchers see the body and head from before, which a cache may give any browser.
   */
  encodeHeldWith(encode: (body: Buffer) => Promise<Buffer>): void {
    this.encodeHeld = encode
  }

  private decide(): 'stream' | 'hold' {
    if (this.mode === 'undecided') this.mode = this.hold?.holds() ? 'hold' : 'stream'
    return this.mode
  }

  /** A held head waits on the response itself (status, message, headers) until the body ends. */
  private writeHead(head: HeadArguments): ServerResponse {
    const outgoing = this.outgoing
    outgoing.statusCode = head.statusCode
    if (head.statusMessage !== undefined) outgoing.statusMessage = head.statusMessage
    setHeadHeaders(outgoing, head.headers)
    if (this.decide() === 'stream') this.original.writeHead.call(outgoing, outgoing.statusCode)
    return outgoing
  }

  private write(args: WriteArguments): boolean {
    if (this.decide() === 'stream') {
      if (this.watchers.length > 0) this.tellSent(writeArguments(args).chunk)
      return this.original.write.apply(this.outgoing, args as Parameters<ServerResponse['write']>)
    }
    const { chunk, callback } = writeArguments(args)
    if (chunk) this.held.push(chunk)
    if (callback) process.nextTick(callback)
    return true
  }

  private end(args: WriteArguments): ServerResponse {
    const outgoing = this.outgoing
    if (this.decide() === 'stream') {
      if (this.watchers.length > 0) this.tellSent(writeArguments(args).chunk)
      this.original.end.apply(outgoing, args as Parameters<ServerResponse['end']>)
      this.tellEnded()
      return outgoing
    }
    if (this.holdEnding) return outgoing
    this.holdEnding = true
    const { chunk, callback } = writeArguments(args)
    if (chunk) this.held.push(chunk)
    this.sendHeld(callback).catch((error: unknown) => {
      this.hold?.failed(error)
      outgoing.destroy(error instanceof Error ? error : new Error(String(error)))
    })
    return outgoing
  }

  private async sendHeld(callback: Callback | undefined): Promise<void> {
    const outgoing = this.outgoing
    const body = Buffer.concat(this.held)
    await this.hold?.release(body)
    const head = this.head()
    const sent = this.encodeHeld ? await this.encodeHeld(body) : body
    if (sent.length > 0) outgoing.setHeader('content-length', String(sent.length))
    this.original.writeHead.call(outgoing, outgoing.statusCode)
    this.tellSent(body)
    const endWith = this.original.end as (this: ServerResponse, chunk: Buffer, callback?: Callback) => ServerResponse
    endWith.call(outgoing, sent, callback)
    this.tellEnded(head)
  }

  private head(): SentHead {
    return { statusCode: this.outgoing.statusCode, headers: this.outgoing.getHeaders() }
  }

  private tellSent(chunk: Buffer | undefined): void {
    if (chunk && chunk.length > 0) for (const watcher of this.watchers) watcher.sent(chunk)
  }

  private tellEnded(head = this.head()): void {
    if (this.watchersTold) return
    this.watchersTold = true
    for (const watcher of this.watchers) watcher.ended(head)
  }
}

const wrapped = new WeakMap<ServerResponse, WrappedResponse>()

/** The response's one wrapper, made on first use; every layer that watches or holds a response goes through it. */
export function wrapResponse(outgoing: ServerResponse): WrappedResponse {
  let wrapper = wrapped.get(outgoing)
  if (!wrapper) {
    wrapper = new WrappedResponse(outgoing)
    wrapped.set(outgoing, wrapper)
  }
  return wrapper
}
