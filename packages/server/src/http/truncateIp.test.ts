import { describe, expect, it } from 'vitest'
import { truncateIp } from './truncateIp'

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['10.1.2.3', '10.1.2.0'],
    ['::ffff:198.51.100.200', '198.51.100.0'],
    ['2001:db8:1234:5678:9abc:def0:1234:5678', '2001:db8:1234::'],
    ['2001:db8:1234:5678::1', '2001:db8:1234::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
    ['fe80::1%eth0', 'fe80::'],
    ['unknown', 'unknown'],
    ['', 'unknown'],
    ['1.2.3', 'unknown'],
  ])('%s -> %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected)
  })

  it('keeps a whole IPv4 address and an IPv6 /64 when asked (a rate-limit key)', () => {
    const client = { v4Bits: 32, v6Bits: 64 }
    expect(truncateIp('203.0.113.77', client)).toBe('203.0.113.77')
    expect(truncateIp('2001:db8:1234:5678:9abc::1', client)).toBe('2001:db8:1234:5678::')
    expect(truncateIp('2001:db8:1234:5678:ffff::2', client)).toBe('2001:db8:1234:5678::')
  })

  it('masks inside a group when the prefix is not a multiple of 16 or 8', () => {
    expect(truncateIp('203.0.113.77', { v4Bits: 20 })).toBe('203.0.112.0')
    expect(truncateIp('2001:db8:ffff::1', { v6Bits: 40 })).toBe('2001:db8:ff00::')
  })
})
