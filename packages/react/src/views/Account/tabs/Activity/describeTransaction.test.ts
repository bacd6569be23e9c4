import type { Transaction } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'

const base: Transaction = {
  id: '1',
  metadata: {
    chain: 'eip155:31337',
    minedAt: '2026-05-01T00:00:00Z',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  },
  transfers: [{ direction: 'in', quantity: { numeric: '0.5' }, fungible_info: { symbol: 'PTT' } }],
}

describe('describeTransaction', () => {
  it('names the operation, the sender truncated 4 + 6, and the signed amount with 3 decimals', () => {
    expect(describeTransaction(base)).toEqual({
      direction: 'in',
      title: 'Received',
      detail: 'from 0xd8…A96045',
      amount: '+0.500 PTT',
    })
  })

  it('signs withdrawals with - and points sends at their recipient', () => {
    const withdraw = describeTransaction({
      ...base,
      metadata: { ...base.metadata, operationType: 'withdraw' },
      transfers: [
        { direction: 'out', quantity: { numeric: '2' }, fungible_info: { symbol: 'ETH' } },
      ],
    })
    expect(withdraw).toMatchObject({ direction: 'out', title: 'Withdrew', amount: '-2.000 ETH' })
    expect(withdraw.detail).toBe('to 0xf3…b92266')
    const send = describeTransaction({
      ...base,
      metadata: { ...base.metadata, operationType: 'send' },
      transfers: null,
    })
    expect(send).toMatchObject({ direction: 'out', title: 'Sent', amount: undefined })
  })

  it('shows trades both ways and unknown operations capitalised', () => {
    const trade = describeTransaction({
      ...base,
      metadata: { ...base.metadata, operationType: 'lend' },
      transfers: [
        { direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } },
        { direction: 'in', quantity: { numeric: '3000' }, fungible_info: { symbol: 'PTT' } },
      ],
    })
    expect(trade).toMatchObject({ direction: 'both', title: 'Lend' })
  })
})
