import { describe, expect, it } from 'vitest'
import { accountTabsOf } from './accountTabsOf'

describe('accountTabsOf', () => {
  it('gives EVM accounts Tokens, NFTs and Activity, and other families their tokens alone', () => {
    expect(accountTabsOf('eip155', { history: true })).toEqual(['tokens', 'nfts', 'activity'])
    expect(accountTabsOf('solana', { history: true })).toEqual(['tokens'])
    expect(accountTabsOf('bip122', { history: true })).toEqual(['tokens'])
  })

  it('leaves Activity out when the history feature is off', () => {
    expect(accountTabsOf('eip155', { history: false })).toEqual(['tokens', 'nfts'])
  })
})
