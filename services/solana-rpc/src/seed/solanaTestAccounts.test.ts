import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaTestAccountKey, solanaTestMintKey } from './solanaTestAccounts'

describe('solana test keys', () => {
  it('derive the addresses the README lists, the same on every run', async () => {
    const first = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(0))
    const last = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(9))
    const mint = await createKeyPairSignerFromPrivateKeyBytes(solanaTestMintKey())
    expect(first.address).toBe('G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q')
    expect(last.address).toBe('6ZZZ5ZAP8thE5dD9ShHLX49qCCZm8E4z2aEnEdTzmAvz')
    expect(mint.address).toBe('2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH')
  })

  it('refuse a bad index', () => {
    expect(() => solanaTestAccountKey(-1)).toThrow(/bad test account index/)
    expect(() => solanaTestAccountKey(-1)).toThrow(
      expect.objectContaining({ code: 'INVALID_TEST_ACCOUNT' }),
    )
  })
})
