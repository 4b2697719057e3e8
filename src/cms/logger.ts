import type { LogFn, Logger } from 'pino'
import { defaultLoggerOptions } from 'payload'

/** The HTTP status an error carries, if any (Payload's errors have `status`). */
function statusOf(args: unknown[]): { status: number; message: string } | undefined {
  const [first] = args
  const err = first && typeof first === 'object' && 'err' in first ? (first as { err: unknown }).err : undefined
  if (!err || typeof err !== 'object' || !('status' in err) || typeof err.status !== 'number') return undefined
  return { status: err.status, message: 'message' in err ? String(err.message) : 'Error' }
}

/**
 * Payload's log: a client's error (status below 500: forbidden, not found, a refused value) is one short info
 * line, not a stack. Payload picks the level by the error class's name, which the production build minifies,
 * so without this every refusal was logged as an error with its stack.
 */
export const payloadLogger = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
        const clientError = statusOf(args)
        if (clientError && clientError.status < 500)
          return this.info({ status: clientError.status }, clientError.message.slice(0, 200))
        return method.apply(this, args)
      },
    },
  },
}
