import { describe, expect, it } from 'vitest'
import { groupHistoryRows } from './groupHistoryRows'
import type { HistoryRow } from './readHistoryRows'

const row = (hash: string, transfer: Partial<HistoryRow> = {}): HistoryRow => ({
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

  it('keeps the same hash on two chains apart', () => {
    const grouped = groupHistoryRows([row('0x1'), row('0x1', { chain_id: 'eip155:1' })])
    expect(grouped.map(({ tx }) => tx.chain_id)).toEqual(['eip155:31337', 'eip155:1'])
  })
})
