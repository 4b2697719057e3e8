import { Writable } from 'node:stream'
import { APIError, Forbidden } from 'payload'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { payloadLogger } from './logger'

function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino(payloadLogger.options, stream), lines }
}

describe("Payload's log", () => {
  it('logs a client error as one short info line without a stack, and a server error in full', () => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: new APIError('limit must be between 1 and 100', 400, undefined, true) })
    logger.error({ err: new Forbidden() })
    logger.error({ err: new APIError('database went away', 500) })
    expect(lines[0]).toMatchObject({ level: 30, status: 400, msg: 'limit must be between 1 and 100' })
    expect(lines[0]).not.toHaveProperty('err')
    expect(lines[1]).toMatchObject({ level: 30, status: 403 })
    expect(lines[2]).toMatchObject({ level: 50, err: { message: 'database went away' } })
    expect(JSON.stringify(lines[2])).toContain('stack')
  })
})
