import { describe, expect, it } from 'vitest'
import { adminAddressWithSafeRedirect } from './admin-redirect'

const get = (url: string) => adminAddressWithSafeRedirect('GET', url)

describe('adminAddressWithSafeRedirect', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '%2f%2fevil.example',
    '/%5Cevil.example',
    '//evil.example',
    '/\t/evil.example',
    'HTTPS://evil.example',
    'JaVaScRiPt:alert(1)',
  ])('drops %j, which leads off the site, from the login address', (target) => {
    expect(get(`/admin/login?redirect=${encodeURIComponent(target)}`)).toBe('/admin/login')
  })

  it('drops an unsafe target written unencoded, as the issue reported it', () => {
    expect(get('/admin/login?redirect=/.//evil.example')).toBe('/admin/login')
  })

  it('keeps the other parameters and the first safe target of a repeated one', () => {
    expect(get('/admin/logout-inactivity?x=1&redirect=//evil.example')).toBe('/admin/logout-inactivity?x=1')
    expect(get('/admin/login?redirect=/admin&redirect=//evil.example')).toBe('/admin/login?redirect=%2Fadmin')
  })

  it('puts a same-site target in its normal form', () => {
    expect(get('/admin/login?redirect=/admin/./collections/artworks')).toBe(
      '/admin/login?redirect=%2Fadmin%2Fcollections%2Fartworks',
    )
  })

  it('leaves a safe target, a non-admin address and a non-GET request alone', () => {
    expect(get('/admin/login?redirect=%2Fadmin%2Fcollections%2Fartworks')).toBeUndefined()
    expect(get('/admin/login?redirect=/admin/collections/artworks?page=2')).toBeUndefined()
    expect(get('/admin/login')).toBeUndefined()
    expect(get('/administrators?redirect=//evil.example')).toBeUndefined()
    expect(get('/account/login?redirect=//evil.example')).toBeUndefined()
    expect(adminAddressWithSafeRedirect('POST', '/admin/login?redirect=//evil.example')).toBeUndefined()
  })

  it('covers HEAD and an admin path written with percent-encoding', () => {
    expect(adminAddressWithSafeRedirect('HEAD', '/admin/login?redirect=//evil.example')).toBe('/admin/login')
    expect(get('/%61dmin/login?redirect=//evil.example')).toBe('/%61dmin/login')
  })
})
