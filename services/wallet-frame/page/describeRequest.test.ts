import { describe, expect, it } from 'vitest'
import { parseChainId } from '../src/shared/parseChainId'
import { UNDECODED_CALL_WARNING } from './approvalWarnings'
import { describeRequest, messageText } from './describeRequest'

const chain = { name: 'Anvil', chainId: 31337, nativeCurrency: { symbol: 'ETH', decimals: 18 } }
// Data that is no token call: nothing is read from a chain.
const read = async (): Promise<never> => {
  throw new Error('no chain in this test')
}

describe('describeRequest', () => {
  it('shows data it cannot decode as selector and size, the bytes collapsed, with a warning', async () => {
    const d = await describeRequest(
      {
        kind: 'transaction',
        tx: { to: '0xdead', value: '0xde0b6b3a7640000', data: '0xa9059cbb0000' },
      },
      { chain, read },
    )
    expect(d.rows).toEqual([
      { label: 'To', value: '0xdead' },
      { label: 'Amount', value: '1 ETH' },
      { label: 'Network', value: 'Anvil (31337)' },
      { label: 'Function', value: '0xa9059cbb' },
      { label: 'Data size', value: '6 bytes' },
    ])
    expect(d.summary).toBeUndefined()
    expect(d.warnings).toEqual([UNDECODED_CALL_WARNING])
    expect(d.rawData).toEqual([{ label: 'Call data · 6 bytes', data: '0xa9059cbb0000' }])
  })

  it('says a plain transfer in a sentence, without a warning', async () => {
    const d = await describeRequest(
      { kind: 'transaction', tx: { to: '0xdead', value: '0xde0b6b3a7640000' } },
      { chain, read },
    )
    expect(d.summary).toBe('Send 1 ETH to 0xdead')
    expect(d.warnings).toBeUndefined()
    expect(d.rawData).toBeUndefined()
  })

  it('shows message text, or the bytes when they are not text', () => {
    expect(messageText('0x68656c6c6f')).toBe('hello')
    expect(messageText('plain words')).toBe('plain words')
    expect(messageText('0x00ff10')).toBe('0x00ff10')
  })
})

describe('parseChainId', () => {
  it('reads numbers, decimal, hex and CAIP-2 eip155 ids only', () => {
    expect([31337, '31337', '0x7a69', 'eip155:31337'].map(parseChainId)).toEqual([
      31337, 31337, 31337, 31337,
    ])
    expect([0, -1, 1.5, 'solana:abc', 'eip155:', '1e3', '0x'].map(parseChainId)).toEqual(
      Array(7).fill(undefined),
    )
  })
})
