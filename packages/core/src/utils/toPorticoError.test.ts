import {
  BaseError,
  DisconnectError,
  SwitchChainError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { toPorticoError } from './toPorticoError'

describe('toPorticoError', () => {
  it('keeps Portico errors', () => {
    const error = new SwitchChainError({ code: 4902 })
    expect(toPorticoError(error)).toBe(error)
  })

  it('turns an EIP-1193 4001 into UserRejectedRequestError with the cause kept', () => {
    const raw = Object.assign(new Error('User denied'), { code: 4001 })
    const error = toPorticoError(raw)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(raw)
  })

  it('uses the fallback for anything else', () => {
    expect(
      toPorticoError(new Error('boom'), (cause) => new DisconnectError({ cause })),
    ).toBeInstanceOf(DisconnectError)
    const plain = toPorticoError(new Error('boom'))
    expect(plain).toBeInstanceOf(BaseError)
    expect(plain.shortMessage).toBe('boom')
  })
})
