import { describe, expect, it } from 'vitest'
import { accountTabsOf } from './accountTabsOf'

describe('accountTabsOf', () => {
  it('gives EVM accounts Tokens, NFTs and Activity, and other families their tokens alone', () => {
    expect(accountTabsOf('eip155')).toEqual(['tokens', 'nfts', 'activity'])
    expect(accountTabsOf('solana')).toEqual(['tokens'])
    expect(accountTabsOf('bip122')).toEqual(['tokens'])
  })
})
