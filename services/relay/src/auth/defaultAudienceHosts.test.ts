import { hostname } from 'node:os'
import { describe, expect, it } from 'vitest'
import { defaultAudienceHosts } from './defaultAudienceHosts'

describe('defaultAudienceHosts', () => {
  it('names a loopback relay by each of its loopback names, with its port', () => {
    const loopback = ['127.0.0.1:8788', 'localhost:8788', '[::1]:8788']
    expect(defaultAudienceHosts('127.0.0.1', 8788)).toEqual(loopback)
    expect(defaultAudienceHosts('localhost', 8788).sort()).toEqual([...loopback].sort())
    expect(defaultAudienceHosts('::1', 8788).sort()).toEqual([...loopback].sort())
  })

  it('names a relay on one address by that address only', () => {
    expect(defaultAudienceHosts('192.0.2.10', 443)).toEqual(['192.0.2.10:443'])
    expect(defaultAudienceHosts('Relay.Example.org', 80)).toEqual(['relay.example.org:80'])
  })

  it('names a relay on every interface by loopback, interface addresses and host name', () => {
    const hosts = defaultAudienceHosts('0.0.0.0', 8788)
    expect(hosts).toEqual(
      expect.arrayContaining(['127.0.0.1:8788', `${hostname().toLowerCase()}:8788`]),
    )
    expect(defaultAudienceHosts('::', 8788)).toEqual(hosts)
  })
})
