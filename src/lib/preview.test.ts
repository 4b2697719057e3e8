import { describe, expect, it } from 'vitest'
import { isPreviewSecret } from './preview'

describe('isPreviewSecret', () => {
  it('accepts only the exact secret', () => {
    expect(isPreviewSecret('s3cret-value', 's3cret-value')).toBe(true)
    expect(isPreviewSecret('s3cret-valuE', 's3cret-value')).toBe(false)
    expect(isPreviewSecret('s3cret', 's3cret-value')).toBe(false)
    expect(isPreviewSecret(undefined, 's3cret-value')).toBe(false)
    expect(isPreviewSecret('', 's3cret-value')).toBe(false)
  })
})
