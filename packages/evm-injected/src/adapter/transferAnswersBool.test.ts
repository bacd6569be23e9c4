import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { transferAnswersBool } from './transferAnswersBool'

const mainnet = KNOWN_CHAINS.mainnet
const base = KNOWN_CHAINS.base

describe('transferAnswersBool', () => {
  it('is false for the known USDT contract, whatever the address case', () => {
    const tokenAddress = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
    expect(transferAnswersBool({ caipNetwork: mainnet, tokenAddress }, undefined)).toBe(false)
  })

  it('is false for a contract the app lists as USDT-style', () => {
    const tokenAddress = '0xabcdef0000000000000000000000000000000001'
    const usdt = ['eip155:8453:0xABCDEF0000000000000000000000000000000001']
    expect(transferAnswersBool({ caipNetwork: base, tokenAddress }, usdt)).toBe(false)
  })

  it('is true for any other token, and for a listed address on another chain', () => {
    const tokenAddress = '0xdac17f958d2ee523a2206206994597c13d831ec7'
    expect(transferAnswersBool({ caipNetwork: base, tokenAddress }, [])).toBe(true)
    expect(
      transferAnswersBool(
        { caipNetwork: mainnet, tokenAddress: '0x2222222222222222222222222222222222222222' },
        undefined,
      ),
    ).toBe(true)
  })
})
