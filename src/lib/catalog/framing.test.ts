import { describe, expect, it } from 'vitest'
import { isFramedOption } from './framing'

describe('isFramedOption', () => {
  it('reads a frame from the option title alone', () => {
    expect(isFramedOption('Framed')).toBe(true)
    expect(isFramedOption('Edition print, framed')).toBe(true)
    expect(isFramedOption('Unframed')).toBe(false)
    expect(isFramedOption('Original')).toBe(false)
    expect(isFramedOption('Edition print')).toBe(false)
  })
})
