import { isLoopbackHost } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { assertPublicUrl } from './assertPublicUrl'

describe('assertPublicUrl', () => {
  it('lets loopback listeners go without publicUrl', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1']) {
      expect(isLoopbackHost(host)).toBe(true)
      expect(() => assertPublicUrl({ host, publicUrl: undefined })).not.toThrow()
    }
  })

  it('asks for publicUrl on any other address, naming the setting', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'gateway.internal', '127.0.0.1.nip.io']) {
      expect(isLoopbackHost(host)).toBe(false)
      expect(() => assertPublicUrl({ host, publicUrl: undefined })).toThrow(
        /publicUrl is required .*PORTICO_GATEWAY_PUBLIC_URL/,
      )
      expect(() => assertPublicUrl({ host, publicUrl: undefined })).toThrow(
        expect.objectContaining({ code: 'PUBLIC_URL_REQUIRED' }),
      )
      expect(() => assertPublicUrl({ host, publicUrl: 'https://gw.example.com' })).not.toThrow()
    }
  })
})
