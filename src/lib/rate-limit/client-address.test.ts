import { describe, expect, it } from 'vitest'
import { clientAddress, PEER_ADDRESS_HEADER } from './client-address'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('clientAddress', () => {
  it('is the connection itself when no proxy is trusted, whatever x-forwarded-for claims', () => {
    const spoofed = headers({ 'x-forwarded-for': '203.0.113.9', [PEER_ADDRESS_HEADER]: '198.51.100.7' })
    expect(clientAddress(spoofed, 0)).toBe('198.51.100.7')
  })

  it('is the address the trusted proxy saw, not one the client prepended', () => {
    const viaProxy = headers({ 'x-forwarded-for': '203.0.113.9, 192.0.2.44', [PEER_ADDRESS_HEADER]: '10.0.0.2' })
    expect(clientAddress(viaProxy, 1)).toBe('192.0.2.44')
  })

  it('falls back to the last forwarded address without the server header (next dev)', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '::1' }), 0)).toBe('::1')
    expect(clientAddress(headers({}), 0)).toBe('unknown')
  })
})
