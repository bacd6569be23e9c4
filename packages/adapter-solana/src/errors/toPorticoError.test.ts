import { BaseError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { toPorticoError } from './toPorticoError'

describe('toPorticoError', () => {
  it('turns a wallet-standard rejection (code 4001, or named as such) into UserRejectedRequestError', () => {
    const coded = Object.assign(new Error('Request failed'), { code: 4001 })
    expect(toPorticoError(coded)).toBeInstanceOf(UserRejectedRequestError)
    expect(toPorticoError(new Error('User rejected the request.'))).toBeInstanceOf(
      UserRejectedRequestError,
    )
    const named = Object.assign(new Error('Nope'), { name: 'WalletSignTransactionError: declined' })
    const mapped = toPorticoError(named)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.cause).toBe(named)
  })

  it('keeps Portico errors and the first line of anything else', () => {
    const portico = new BaseError('Token Balance Unavailable')
    expect(toPorticoError(portico)).toBe(portico)
    const other = toPorticoError(
      new Error('Transaction failed: {"InstructionError":[0,{"Custom":1}]}\n  at x'),
    )
    expect(other.shortMessage).toBe('Transaction failed: {"InstructionError":[0,{"Custom":1}]}')
    expect(other).not.toBeInstanceOf(UserRejectedRequestError)
  })
})
