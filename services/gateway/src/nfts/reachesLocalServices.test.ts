import { describe, expect, it } from 'vitest'
import { reachesLocalServices } from './reachesLocalServices'

describe('reachesLocalServices', () => {
  it.each([
    '169.254.0.0/16',
    '169.254.169.254',
    '169.0.0.0/8',
    '127.0.0.1',
    '0.0.0.0/0',
    '100.100.100.200',
    '::1',
    '::/0',
    'fe80::/10',
    'fd00::/8',
    '::ffff:127.0.0.1',
  ])('finds %s reaches this machine, link-local or a metadata service', (entry) => {
    expect(reachesLocalServices(entry)).toBe(true)
  })

  it.each(['10.1.2.3', '10.0.0.0/8', '192.168.7.0/24', '172.16.0.0/12', '2001:db8::/32'])(
    'lets the private range %s pass',
    (entry) => {
      expect(reachesLocalServices(entry)).toBe(false)
    },
  )
})
