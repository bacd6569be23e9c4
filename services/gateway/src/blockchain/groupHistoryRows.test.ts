import { describe, expect, it } from 'vitest'
import { groupHistoryRows } from './groupHistoryRows'
import type { HistoryRow } from './HistoryRow'

const row = (hash: string, transfer: Partial<HistoryRow> = {}): HistoryRow => ({
  kind: 'transfer',
  chain_id: 'eip155:31337',
  block_number: 7,
  tx_index: 0,
  timestamp: 1_700_000_000,
  hash,
  tx_from: '0xa',
  tx_to: '0xb',
  nonce: 1,
  status: 'confirmed',
  log_index: null,
  token_address: null,
  from_address: null,
  to_address: null,
  value: null,
  token_name: null,
  token_symbol: null,
  token_decimals: null,
  batch_index: 0,
  token_id: null,
  token_uri: null,
  collection_name: null,
  success: null,
  ...transfer,
})

describe('groupHistoryRows', () => {
  it('folds the rows of one transaction into its transfers, in order', () => {
    const grouped = groupHistoryRows([
      row('0x1', { log_index: 0, from_address: '0xa', to_address: '0xb', value: '5' }),
      row('0x1', { log_index: 1, from_address: '0xb', to_address: '0xa', value: null }),
      row('0x2'),
    ])
    expect(grouped.map(({ tx }) => tx.hash)).toEqual(['0x1', '0x2'])
    expect(grouped[0]?.tx).toMatchObject({ from_address: '0xa', to_address: '0xb', nonce: 1 })
    expect(grouped[0]?.transfers.map((t) => [t.log_index, t.value])).toEqual([
      [0, '5'],
      [1, '0'],
    ])
    // A transaction the account took part in without a transfer of its own.
    expect(grouped[1]?.transfers).toEqual([])
  })

  it('puts allowances and NFT movements with their transaction, apart from its transfers', () => {
    const grouped = groupHistoryRows([
      row('0x1', { log_index: 0, from_address: '0xa', to_address: '0xb', value: '5' }),
      row('0x1', {
        kind: 'approval',
        log_index: 1,
        token_address: '0xt',
        from_address: '0xa',
        to_address: '0xs',
        value: '100',
        token_symbol: 'PTT',
      }),
      row('0x1', {
        kind: 'nft',
        log_index: 2,
        batch_index: 1,
        token_address: '0xc',
        from_address: '0xb',
        to_address: '0xa',
        value: '3',
        token_id: '7',
        collection_name: 'Demo',
      }),
      row('0x2', { kind: 'transfer' }),
    ])
    expect(grouped.map(({ tx }) => tx.hash)).toEqual(['0x1', '0x2'])
    const [first, second] = grouped
    expect(first?.transfers.map((t) => t.value)).toEqual(['5'])
    expect(first?.approvals).toEqual([
      {
        chain_id: 'eip155:31337',
        tx_hash: '0x1',
        token_address: '0xt',
        spender: '0xs',
        value: '100',
        token_name: null,
        token_symbol: 'PTT',
        token_decimals: null,
      },
    ])
    expect(first?.nfts).toEqual([
      {
        chain_id: 'eip155:31337',
        contract_address: '0xc',
        token_id: '7',
        from_address: '0xb',
        to_address: '0xa',
        amount: '3',
        token_uri: null,
        collection_name: 'Demo',
      },
    ])
    expect([second?.transfers, second?.approvals, second?.nfts]).toEqual([[], [], []])
  })

  it('keeps the same hash on two chains apart', () => {
    const grouped = groupHistoryRows([row('0x1'), row('0x1', { chain_id: 'eip155:1' })])
    expect(grouped.map(({ tx }) => tx.chain_id)).toEqual(['eip155:31337', 'eip155:1'])
  })
})
