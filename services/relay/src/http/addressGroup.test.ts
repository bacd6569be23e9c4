import { describe, expect, it } from 'vitest'
import { addressGroup } from './addressGroup'

describe('addressGroup', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(addressGroup('::FFFF:10.0.0.1')).toBe('10.0.0.1')
  })

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:0:1::/64'
    expect(addressGroup('2001:db8:0:1::1')).toBe(group)
    expect(addressGroup('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(group)
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('leaves anything that is not an address as it is', () => {
    expect(addressGroup('')).toBe('')
    expect(addressGroup('unknown')).toBe('unknown')
  })
})
