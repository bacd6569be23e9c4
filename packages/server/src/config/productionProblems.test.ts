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

  it('needs no metrics token on loopback without a proxy in front', () => {
    expect(productionProblems({ service: 'kms', host: '127.0.0.1', trustProxy: false })).toEqual([])
  })
})
