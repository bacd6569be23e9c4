import { TransactionRefusedError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { refusalReason, toBitcoinError } from './toBitcoinError'

describe('toBitcoinError', () => {
  it("reads a node's refusal as the network's, with its reason, never as a decline", () => {
    // What a wallet that broadcasts through the gateway threw: the error body, whose code says
    // REJECTED. It used to read "You declined the request in your wallet."
    const body = JSON.stringify({
      code: 'TRANSACTION_REJECTED',
      message:
        'The node refused the transaction: bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 5',
    })
    const error = toBitcoinError(new Error(body))
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect(error.shortMessage).toBe(
      'The network refused the transaction: bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 5',
    )
  })

  it('keeps a real decline a decline', () => {
    expect(toBitcoinError(Object.assign(new Error('nope'), { code: 4001 }))).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toBitcoinError(new Error('User rejected the request.'))).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it("takes the node's words out of the gateway's sentence or a plain text", () => {
    expect(refusalReason('The node refused the transaction: min relay fee not met')).toBe(
      'min relay fee not met',
    )
    expect(refusalReason('txn-mempool-conflict')).toBe('txn-mempool-conflict')
  })
})
