import { BaseError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { toPorticoError } from './toPorticoError'

describe('toPorticoError', () => {
  it("turns ethers' ACTION_REJECTED into UserRejectedRequestError", () => {
    const error = toPorticoError({ code: 'ACTION_REJECTED', shortMessage: 'user rejected action' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it("keeps ethers' short message, or the node's words inside a SERVER_ERROR", () => {
    expect(
      toPorticoError({ shortMessage: 'execution reverted', message: 'long' }).shortMessage,
    ).toBe('execution reverted')
    const wrapped = {
      code: 'SERVER_ERROR',
      reason: 'processing response error',
      error: { code: 3, message: 'execution reverted: no balance\n{"data":"0x"}' },
    }
    expect(toPorticoError(wrapped).shortMessage).toBe('execution reverted: no balance')
  })

  it('passes Portico errors through', () => {
    const error = new BaseError('Already ours')
    expect(toPorticoError(error)).toBe(error)
  })
})
