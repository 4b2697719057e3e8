import { describe, expect, it } from 'vitest'
import { profileAddress, socialLinksOf } from './social-profiles'

describe("the footer's social links, from the settings", () => {
  it('lists the networks filled in, in the footer’s order, then the others; an empty one is left out', () => {
    expect(
      socialLinksOf({
        tiktok: 'https://www.tiktok.com/@northlight',
        facebook: '',
        instagram: 'https://www.instagram.com/northlight',
        pinterest: null,
        others: [{ label: 'Vimeo', url: 'https://vimeo.com/northlight' }],
      }),
    ).toEqual([
      { label: 'Instagram', href: 'https://www.instagram.com/northlight' },
      { label: 'TikTok', href: 'https://www.tiktok.com/@northlight' },
      { label: 'Vimeo', href: 'https://vimeo.com/northlight' },
    ])
    expect(socialLinksOf(undefined)).toEqual([])
  })

  it('takes only https addresses, in words an editor reads', () => {
    expect(profileAddress('')).toBe(true)
    expect(profileAddress('https://www.instagram.com/northlight')).toBe(true)
    expect(profileAddress('http://www.instagram.com/northlight')).toBe('Enter the profile’s https:// address')
    expect(profileAddress('javascript:alert(1)')).toBe('Enter the profile’s https:// address')
    expect(profileAddress('instagram.com/northlight')).toBe('Enter the profile’s full address, starting with https://')
  })
})
