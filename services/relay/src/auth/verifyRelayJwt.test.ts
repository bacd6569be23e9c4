import { describe, expect, it } from 'vitest'
import { RelayUpgradeError } from '../http/RelayUpgradeError'
import { createRelayIdentity, relayIdentityFromSeed, signRelayJwt } from './signRelayJwt'
import { verifyRelayJwt } from './verifyRelayJwt'

const NOW = 1_750_000_000
const options = {
  nowSeconds: NOW,
  leewaySeconds: 60,
  maxLifetimeSeconds: 86_400,
  audienceHosts: ['127.0.0.1:8788'],
}
const identity = relayIdentityFromSeed(new Uint8Array(32).fill(7))
const token = (claims: Partial<{ aud: string; iat: number; ttlSeconds: number }> = {}) =>
  signRelayJwt(identity, { aud: 'ws://127.0.0.1:8788', iat: NOW, ttlSeconds: 86_400, ...claims })

const reasonOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof RelayUpgradeError ? error.key : `not a RelayUpgradeError: ${error}`
  }
  return 'accepted'
}

describe('verifyRelayJwt', () => {
  it('returns the did:key issuer as the client id', () => {
    expect(verifyRelayJwt(token(), options).clientId).toBe(identity.clientId)
    expect(relayIdentityFromSeed(new Uint8Array(32).fill(7)).clientId).toBe(identity.clientId)
  })

  it('checks expiry and issue time with the configured leeway', () => {
    expect(reasonOf(() => verifyRelayJwt(token({ iat: NOW - 100, ttlSeconds: 40 }), options))).toBe(
      'accepted',
    )
    expect(reasonOf(() => verifyRelayJwt(token({ iat: NOW - 100, ttlSeconds: 39 }), options))).toBe(
      'JWT_EXPIRED',
    )
    expect(reasonOf(() => verifyRelayJwt(token({ iat: NOW + 60 }), options))).toBe('accepted')
    expect(reasonOf(() => verifyRelayJwt(token({ iat: NOW + 61 }), options))).toBe(
      'JWT_NOT_YET_VALID',
    )
  })

  it('caps the lifetime: exp - iat, and exp from now', () => {
    expect(reasonOf(() => verifyRelayJwt(token({ ttlSeconds: 86_401 }), options))).toBe(
      'JWT_LIFETIME_TOO_LONG',
    )
    const year2100 = 4_102_444_800
    expect(reasonOf(() => verifyRelayJwt(token({ ttlSeconds: year2100 - NOW }), options))).toBe(
      'JWT_LIFETIME_TOO_LONG',
    )
    // Issued 50 s ahead (within the leeway) for a day: still within a day and the leeway.
    expect(reasonOf(() => verifyRelayJwt(token({ iat: NOW + 50 }), options))).toBe('accepted')
    expect(
      reasonOf(() =>
        verifyRelayJwt(token({ ttlSeconds: 3_600 }), { ...options, maxLifetimeSeconds: 60 }),
      ),
    ).toBe('JWT_LIFETIME_TOO_LONG')
  })

  it('requires a ws(s) audience naming one of the allowed hosts', () => {
    const audience = (aud: string, audienceHosts: string[] = options.audienceHosts) =>
      reasonOf(() => verifyRelayJwt(token({ aud }), { ...options, audienceHosts }))
    expect(audience('https://127.0.0.1:8788')).toBe('WRONG_AUDIENCE')
    expect(audience('relay')).toBe('WRONG_AUDIENCE')
    expect(audience('ws://127.0.0.1:8789')).toBe('WRONG_AUDIENCE')
    expect(audience('ws://127.0.0.1:8788/?x=1')).toBe('accepted')
    expect(audience('wss://relay.example.org')).toBe('WRONG_AUDIENCE')
    expect(audience('wss://Relay.Portico.test:443', ['relay.portico.test'])).toBe('accepted')
    expect(audience('wss://relay.portico.test', ['relay.portico.test:443'])).toBe('accepted')
    expect(audience('ws://relay.portico.test', ['relay.portico.test:443'])).toBe('WRONG_AUDIENCE')
    expect(audience('ws://[::1]:8788', ['[::1]:8788'])).toBe('accepted')
    expect(audience('wss://anything.example', ['*'])).toBe('accepted')
    expect(audience('ws://127.0.0.1:8788', [])).toBe('WRONG_AUDIENCE')
  })

  it('rejects a token signed by another key or with another algorithm, with fixed reasons', () => {
    const [header, claims] = token().split('.')
    const foreign = signRelayJwt(createRelayIdentity(), { aud: 'ws://x', iat: NOW, ttlSeconds: 60 })
    expect(
      reasonOf(() => verifyRelayJwt(`${header}.${claims}.${foreign.split('.')[2]}`, options)),
    ).toBe('BAD_SIGNATURE')
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
    expect(reasonOf(() => verifyRelayJwt(`${none}.${claims}.`, options))).toBe('MALFORMED_JWT')
    expect(reasonOf(() => verifyRelayJwt('a.b', options))).toBe('MALFORMED_JWT')
    const badIssuer = Buffer.from(
      JSON.stringify({ iss: 'did:key:z6Mk', sub: 's', aud: 'ws://x', iat: NOW, exp: NOW + 1 }),
    ).toString('base64url')
    expect(reasonOf(() => verifyRelayJwt(`${header}.${badIssuer}.x`, options))).toBe(
      'MALFORMED_JWT',
    )
  })
})
