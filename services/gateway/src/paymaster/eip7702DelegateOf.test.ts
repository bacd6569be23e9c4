import { describe, expect, it } from 'vitest'
import { eip7702DelegateOf } from './eip7702DelegateOf'

const DELEGATE = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

describe('eip7702DelegateOf', () => {
  it('reads the delegate of a delegation designator, as nodes answer it', () => {
    expect(eip7702DelegateOf(`0xef0100${DELEGATE.slice(2).toLowerCase()}`)).toBe(DELEGATE)
  })

  it('reads none from no code, a contract, or a designator with anything around it', () => {
    expect(eip7702DelegateOf(undefined)).toBeUndefined()
    expect(eip7702DelegateOf('0x')).toBeUndefined()
    expect(eip7702DelegateOf('0x6080604052')).toBeUndefined()
    expect(eip7702DelegateOf(`0xef0100${DELEGATE.slice(2)}00`)).toBeUndefined()
    expect(eip7702DelegateOf(`0xef0100${DELEGATE.slice(4)}`)).toBeUndefined()
    expect(eip7702DelegateOf(`0x60ef0100${DELEGATE.slice(2)}`)).toBeUndefined()
  })
})
