import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from './caip'
import { describeValue } from './describeValue'

describe('describeValue', () => {
  it('prints primitives and survives objects that refuse conversion', () => {
    expect(describeValue('eip155')).toBe('eip155')
    expect(describeValue(1)).toBe('1')
    expect(describeValue(Object.create(null))).toBe('[object]')
    expect(
      describeValue({
        toString() {
          throw new Error('no')
        },
      }),
    ).toBe('[object]')
  })

  it('caps long strings', () => {
    expect(describeValue('x'.repeat(500))).toHaveLength(201)
  })

  it('lets error constructors take any value', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(new InvalidCaipNetworkIdError({ value }).shortMessage).toBe(
          'Invalid CAIP-2 network id',
        )
      }),
    )
  })
})
