import pino from 'pino'

/**
 * The storefront's structured log on the server: one JSON line per event, like Payload's own. Errors go
 * here with what was being done and for which record, never into an empty catch.
 */
export const log = pino({ name: 'storefront' })
