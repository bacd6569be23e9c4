import { describe, expect, it } from 'vitest'
import { clientAddressKey } from './clientAddressKey'

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddressKey('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(clientAddressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1')
  })

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:0:1::/64'
    expect(clientAddressKey('2001:db8:0:1::1')).toBe(group)
    expect(clientAddressKey('2001:db8:0:1:dead:beef:1:2')).toBe(group)
    expect(clientAddressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(group)
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('leaves anything that is not an address as it is', () => {
    for (const text of ['', 'unknown', '1:2:3', '1::2::3', '2001:db8::g', '1.2.3.256'])
      expect(clientAddressKey(text)).toBe(text)
  })
})
