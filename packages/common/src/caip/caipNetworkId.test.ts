import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip'
import { formatCaipNetworkId } from './formatCaipNetworkId'
import { isCaipNetworkId } from './isCaipNetworkId'
import { parseCaipNetworkId } from './parseCaipNetworkId'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))

describe('CAIP-2 network ids', () => {
  it.each([
    'eip155:1',
    'eip155:31337',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'bip122:000000000019d6689c085ae165831e93',
    'starknet:SN_MAIN',
  ])('accepts %s', (id) => {
    expect(isCaipNetworkId(id)).toBe(true)
    expect(parseCaipNetworkId(id).caipNetworkId).toBe(id)
  })

  it.each(['', 'eip155', 'eip155:', ':1', ':', 'eip155:1:0xabc', 'eip155::1'])(
    'rejects %j',
    (id) => {
      expect(isCaipNetworkId(id)).toBe(false)
      expect(() => parseCaipNetworkId(id)).toThrow(InvalidCaipNetworkIdError)
    },
  )

  it('rejects non-strings without throwing from the guard', () => {
    for (const value of [undefined, null, 1, {}, ['eip155', '1']]) {
      expect(isCaipNetworkId(value)).toBe(false)
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    }
  })

  it('splits into namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({
      chainNamespace: 'eip155',
      chainId: '8453',
      caipNetworkId: 'eip155:8453',
    })
  })

  it('formats numbers and strings and refuses bad parts', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(() => formatCaipNetworkId('', '1')).toThrow(InvalidCaipNetworkIdError)
    expect(() => formatCaipNetworkId('eip155', '')).toThrow(InvalidCaipNetworkIdError)
    expect(() => formatCaipNetworkId('a:b', '1')).toThrow(InvalidCaipNetworkIdError)
  })

  it('round-trips: parse(format(ns, id)) gives the parts back', () => {
    fc.assert(
      fc.property(part, part, (ns, id) => {
        const parsed = parseCaipNetworkId(formatCaipNetworkId(ns, id))
        expect(parsed.chainNamespace).toBe(ns)
        expect(parsed.chainId).toBe(id)
      }),
    )
  })

  it('round-trips: format(parse(x)) is x for every valid id', () => {
    fc.assert(
      fc.property(part, part, (ns, id) => {
        const value = `${ns}:${id}`
        const { chainNamespace, chainId } = parseCaipNetworkId(value)
        expect(formatCaipNetworkId(chainNamespace, chainId)).toBe(value)
      }),
    )
  })

  it('never throws from the guard, and agrees with parse', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything({ withNullPrototype: true })), (value) => {
        const ok = isCaipNetworkId(value)
        if (ok) expect(() => parseCaipNetworkId(value)).not.toThrow()
        else expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
      }),
    )
  })
})
