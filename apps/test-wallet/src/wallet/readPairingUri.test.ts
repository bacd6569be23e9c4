import { describe, expect, it } from 'vitest'
import { readPairingUri } from './readPairingUri'

const URI = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=1700000000`

describe('readPairingUri', () => {
  it('takes a pasted uri, trimmed', () => {
    expect(readPairingUri(`  ${URI}\n`)).toBe(URI)
  })

  it('takes the uri query parameter of a link, on / or /wc', () => {
    expect(readPairingUri(`http://127.0.0.1:5174/?uri=${encodeURIComponent(URI)}`)).toBe(URI)
    expect(readPairingUri(`http://127.0.0.1:5174/wc?uri=${encodeURIComponent(URI)}`)).toBe(URI)
  })

  it('finds a uri inside other text', () => {
    expect(readPairingUri(`Scan or paste: ${URI} (expires soon)`)).toBe(URI)
  })

  it('refuses what is not a v2 pairing uri', () => {
    expect(readPairingUri('')).toBeUndefined()
    expect(readPairingUri('http://127.0.0.1:5174/')).toBeUndefined()
    expect(readPairingUri(`wc:${'ab'.repeat(32)}@1?bridge=x`)).toBeUndefined()
    expect(readPairingUri('wc:short@2?relay-protocol=irn')).toBeUndefined()
  })
})
