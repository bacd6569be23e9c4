import { describe, expect, it } from 'vitest'
import { productionProblems } from './productionProblems'

const safe = {
  service: 'gateway',
  host: '0.0.0.0',
  trustProxy: true,
  metricsToken: 'Zq8v1Lw3Xn5Rb7Tc9Yd2Fg4Hj6Km8Np0',
  publicUrl: 'https://gateway.example.com',
  allowLoopbackOrigins: false,
  secrets: [{ name: 'walletFrame.proxySecret', value: 'a8F3kL9qW2eR7tY5uI1oP4sD6fG0hJ3k' }],
  sqlite: [{ name: 'dbPath', path: '/var/lib/portico/gateway.sqlite' }],
  outsideDataDir: {
    dataDir: '/var/lib/portico',
    files: [{ name: 'kms.keyPath', path: '/etc/portico/kms.key' }],
    reason: 'a backup of the data folder would carry the key.',
  },
}

describe('productionProblems', () => {
  it('finds nothing in a safe configuration', () => {
    expect(productionProblems(safe)).toEqual([])
  })

  it('says one sentence per unsafe setting', () => {
    const problems = productionProblems({
      ...safe,
      metricsToken: undefined,
      publicUrl: undefined,
      allowLoopbackOrigins: true,
      secrets: [
        { name: 'a', value: undefined },
        { name: 'b', value: 'short' },
        { name: 'c', value: 'changeme-changeme-changeme-changeme' },
        { name: 'd', value: 'x'.repeat(40) },
      ],
      sqlite: [{ name: 'dbPath', path: ':memory:' }],
      sqliteRefused: { name: 'dbPath', reason: 'gateway nodes share one PostgreSQL.' },
      outsideDataDir: {
        ...safe.outsideDataDir,
        files: [{ name: 'keyPath', path: '/var/lib/portico/kms.key' }],
      },
    })
    expect(problems).toEqual([
      expect.stringMatching(/^allowLoopbackOrigins is on/),
      'a is not set; production needs a secret.',
      'b is shorter than 32 characters.',
      expect.stringMatching(/^c looks like a placeholder/),
      expect.stringMatching(/^d looks like a placeholder/),
      expect.stringMatching(/^publicUrl is not set/),
      'dbPath is :memory:, which loses every row when the gateway restarts.',
      'dbPath is SQLite: gateway nodes share one PostgreSQL.',
      expect.stringMatching(/^keyPath \(\/var\/lib\/portico\/kms\.key\) is inside dataDir/),
      expect.stringMatching(/^metricsToken is not set/),
    ])
    for (const problem of problems) expect(problem).toMatch(/\.$/)
  })

  it('refuses plain http beyond loopback, in publicUrl and in the URLs a service names', () => {
    const carries = 'the tokens'
    expect(
      productionProblems({
        ...safe,
        publicUrl: 'http://gateway.example.com',
        httpsUrls: [
          { name: 'kms.url', url: 'http://kms.internal:8791', carries },
          { name: 'gatewayUrl', url: 'http://127.0.0.1:8787', carries },
          { name: 'social.redirectUri', url: undefined, carries },
          { name: 'other', url: 'https://other.example.com', carries },
        ],
      }),
    ).toEqual([
      'publicUrl http://gateway.example.com is plain http beyond loopback: use https, or the pages, links and tokens it serves cross the network in clear.',
      'kms.url http://kms.internal:8791 is plain http beyond loopback: use https, or the tokens cross the network in clear.',
    ])
    expect(productionProblems({ ...safe, publicUrl: 'http://localhost:8787' })).toEqual([])
  })

  it('refuses a metrics token shorter than 32 characters or a placeholder one', () => {
    expect(productionProblems({ ...safe, metricsToken: 'x' })).toEqual([
      'metricsToken is shorter than 32 characters.',
    ])
    expect(productionProblems({ ...safe, metricsToken: 'changeme'.repeat(5) })).toEqual([
      expect.stringMatching(/^metricsToken looks like a placeholder/),
    ])
    // On loopback without a proxy a token is optional, but one that is set is still judged.
    expect(
      productionProblems({
        service: 'kms',
        host: '127.0.0.1',
        trustProxy: false,
        metricsToken: 'x',
      }),
    ).toEqual(['metricsToken is shorter than 32 characters.'])
  })

  it('says what an unset secret costs when the service tells', () => {
    expect(
      productionProblems({
        ...safe,
        secrets: [
          { name: 'proxySecret', value: undefined, unsetMeans: 'visitors share a bucket.' },
        ],
      }),
    ).toEqual(['proxySecret is not set; visitors share a bucket.'])
  })

  it('needs no metrics token on loopback without a proxy in front', () => {
    expect(productionProblems({ service: 'kms', host: '127.0.0.1', trustProxy: false })).toEqual([])
  })
})
