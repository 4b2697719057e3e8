import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv'

describe('csvCell', () => {
  it('leaves plain values as they are', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com')
    expect(csvCell('2026-11-26T03:00:00.000Z')).toBe('2026-11-26T03:00:00.000Z')
  })

  it('quotes values holding a quote, comma or line break, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('defuses %j, which a spreadsheet would run', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('defuses and quotes a formula that also holds a comma', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"')
  })
})

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['email', 'subscribed_at'])).toBe('email,subscribed_at\r\n')
    expect(csvLine(['-a@example.com', 'x,y'])).toBe('\'-a@example.com,"x,y"\r\n')
  })
})
