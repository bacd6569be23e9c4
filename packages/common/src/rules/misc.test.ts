import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/email'
import type { TokenBalance } from '../types/TokenBalance'
import type { Transaction, TransactionTransfer } from '../types/Transaction'
import { assertEmailLoginAllowed } from './assertEmailLoginAllowed'
import { filterHistory, isSpamTransaction } from './filterHistory'
import { filterTokenBalances } from './filterTokenBalances'
import { isHttpUrl } from './isHttpUrl'

describe('assertEmailLoginAllowed (spec §5: once per 30 s)', () => {
  const now = 1_700_000_000_000

  it('allows the first login and one 30 s later', () => {
    expect(() => assertEmailLoginAllowed(undefined, now)).not.toThrow()
    expect(() => assertEmailLoginAllowed(now - 30_000, now)).not.toThrow()
  })

  it('refuses inside the window with the seconds left rounded up', () => {
    expect(() => assertEmailLoginAllowed(now - 29_999, now)).toThrow(
      'Please try again after 1 seconds',
    )
    expect(() => assertEmailLoginAllowed(now - 12_500, now)).toThrow(
      'Please try again after 18 seconds',
    )
    expect(() => assertEmailLoginAllowed(now, now)).toThrow(EmailCooldownError)
  })
})

const spamNft: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { flags: { is_spam: true } },
}
const realNft: TransactionTransfer = { ...spamNft, nft_info: { flags: { is_spam: false } } }
const eth: TransactionTransfer = {
  direction: 'out',
  quantity: { numeric: '0.5' },
  fungible_info: { symbol: 'ETH' },
}

function tx(
  id: string,
  chain: `${string}:${string}`,
  transfers: TransactionTransfer[] | null,
): Transaction {
  return {
    id,
    metadata: {
      chain,
      minedAt: '2025-01-01T00:00:00Z',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers,
  }
}

describe('history filtering (spec §5)', () => {
  it('flags a transaction as spam only when every transfer is spam', () => {
    expect(isSpamTransaction(tx('a', 'eip155:1', [spamNft]))).toBe(true)
    expect(isSpamTransaction(tx('a', 'eip155:1', [spamNft, spamNft]))).toBe(true)
    expect(isSpamTransaction(tx('a', 'eip155:1', [spamNft, realNft]))).toBe(false)
    expect(isSpamTransaction(tx('a', 'eip155:1', [spamNft, eth]))).toBe(false)
    expect(isSpamTransaction(tx('a', 'eip155:1', []))).toBe(true)
    expect(isSpamTransaction(tx('a', 'eip155:1', null))).toBe(false)
  })

  it('keeps only non-spam entries of the connected chain', () => {
    const list = [
      tx('keep', 'eip155:1', [eth]),
      tx('other-chain', 'eip155:8453', [eth]),
      tx('spam', 'eip155:1', [spamNft]),
      tx('no-transfers', 'eip155:1', null),
    ]
    expect(filterHistory(list, 'eip155:1').map((t) => t.id)).toEqual(['keep', 'no-transfers'])
  })
})

describe('filterTokenBalances (spec §5: decimals 0 filtered out)', () => {
  const token = (
    symbol: string,
    decimals: string,
    chainId: `${string}:${string}` = 'eip155:1',
  ): TokenBalance => ({
    name: symbol,
    symbol,
    chainId,
    price: 1,
    iconUrl: '',
    quantity: { decimals, numeric: '1' },
  })

  it('drops zero-decimal tokens and, when asked, other networks', () => {
    const list = [token('ETH', '18'), token('NFT', '0'), token('USDC', '6', 'eip155:8453')]
    expect(filterTokenBalances(list).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(filterTokenBalances(list, 'eip155:1').map((t) => t.symbol)).toEqual(['ETH'])
  })
})

describe('isHttpUrl (spec §5: provider URLs must be HTTP(S))', () => {
  it('accepts http and https only', () => {
    expect(isHttpUrl('http://127.0.0.1:8545')).toBe(true)
    expect(isHttpUrl('https://rpc.example.com/v1?x=1')).toBe(true)
    expect(isHttpUrl('ws://127.0.0.1:8545')).toBe(false)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('/relative')).toBe(false)
    expect(isHttpUrl(8545)).toBe(false)
  })
})
