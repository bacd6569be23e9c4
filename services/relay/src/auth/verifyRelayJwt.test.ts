import { describe, expect, it } from 'vitest'
import { createRelayIdentity, relayIdentityFromSeed, signRelayJwt } from './signRelayJwt'
import { verifyRelayJwt } from './verifyRelayJwt'

const NOW = 1_750_000_000
const options = { nowSeconds: NOW, leewaySeconds: 60, audienceHosts: [] as string[] }
const identity = relayIdentityFromSeed(new Uint8Array(32).fill(7))
const token = (claims: Partial<{ aud: string; iat: number; ttlSeconds: number }> = {}) =>
  signRelayJwt(identity, { aud: 'ws://127.0.0.1:8788', iat: NOW, ttlSeconds: 86_400, ...claims })

describe('verifyRelayJwt', () => {
  it('returns the did:key issuer as the client id', () => {
    expect(verifyRelayJwt(token(), options).clientId).toBe(identity.clientId)
    expect(relayIdentityFromSeed(new Uint8Array(32).fill(7)).clientId).toBe(identity.clientId)
  })

  it('checks expiry and issue time with the configured leeway', () => {
    expect(() => verifyRelayJwt(token({ iat: NOW - 100, ttlSeconds: 40 }), options)).not.toThrow()
    expect(() => verifyRelayJwt(token({ iat: NOW - 100, ttlSeconds: 39 }), options)).toThrow(
      'expired',
    )
    expect(() => verifyRelayJwt(token({ iat: NOW + 60 }), options)).not.toThrow()
    expect(() => verifyRelayJwt(token({ iat: NOW + 61 }), options)).toThrow('future')
  })

  it('requires a ws(s) audience, and one of the configured hosts when there are any', () => {
    expect(() => verifyRelayJwt(token({ aud: 'https://relay.example' }), options)).toThrow(
      'audience',
    )
    expect(() => verifyRelayJwt(token({ aud: 'relay' }), options)).toThrow('audience')
    const restricted = { ...options, audienceHosts: ['relay.portico.test'] }
    expect(() =>
      verifyRelayJwt(token({ aud: 'wss://relay.portico.test:443' }), restricted),
    ).not.toThrow()
    expect(() => verifyRelayJwt(token(), restricted)).toThrow('audience')
  })

  it('rejects a token signed by another key or with another algorithm', () => {
    const [header, claims] = token().split('.')
    const foreign = signRelayJwt(createRelayIdentity(), { aud: 'ws://x', iat: NOW, ttlSeconds: 60 })
    expect(() => verifyRelayJwt(`${header}.${claims}.${foreign.split('.')[2]}`, options)).toThrow(
      'signature',
    )
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
    expect(() => verifyRelayJwt(`${none}.${claims}.`, options)).toThrow()
    expect(() => verifyRelayJwt('a.b', options)).toThrow('Malformed')
  })
})
