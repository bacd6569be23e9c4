import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES } from '../constants/chainNamespaces'
import { InvalidCaipAddressError } from '../errors/caip'
import { itAnswers } from '../testing/itAnswers'
import { formatCaipAddress } from './formatCaipAddress'
import { isCaipAddress } from './isCaipAddress'
import { isChainNamespace } from './isChainNamespace'
import { parseCaipAddress } from './parseCaipAddress'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))
const namespace = fc.constantFrom(...CHAIN_NAMESPACES)

describe('CAIP-10 addresses', () => {
  itAnswers(isCaipAddress, true, 'accepts %s', [
    'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ])

  it.each([
    '',
    'eip155:1',
    'eip155:1:',
    'eip155::0xabc',
    ':1:0xabc',
    'eip155:1:0xabc:extra',
    'foo:1:0xabc',
    'EIP155:1:0xabc',
  ])('rejects %j', (value) => {
    expect(isCaipAddress(value)).toBe(false)
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
  })

  it('splits into namespace, chain id, address and network id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
    })
  })

  it('formats from a network id and refuses what is not CAIP-10', () => {
    expect(formatCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc')
    expect(() => formatCaipAddress('eip155:1', '')).toThrow(InvalidCaipAddressError)
    expect(() => formatCaipAddress('foo:1', '0xabc')).toThrow(InvalidCaipAddressError)
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow(InvalidCaipAddressError)
  })

  it('round-trips for every known namespace', () => {
    fc.assert(
      fc.property(namespace, part, part, (ns, chainId, address) => {
        const value = formatCaipAddress(`${ns}:${chainId}`, address)
        const parsed = parseCaipAddress(value)
        expect(parsed).toEqual({
          chainNamespace: ns,
          chainId,
          address,
          caipNetworkId: `${ns}:${chainId}`,
        })
        expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(value)
      }),
    )
  })

  it('never throws from the guard and rejects unknown namespaces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything({ withNullPrototype: true })), (value) => {
        const ok = isCaipAddress(value)
        if (ok) expect(isChainNamespace(String(value).split(':')[0])).toBe(true)
        else expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
      }),
    )
    fc.assert(
      fc.property(
        part.filter((s) => !isChainNamespace(s)),
        part,
        part,
        (ns, id, address) => {
          expect(isCaipAddress(`${ns}:${id}:${address}`)).toBe(false)
        },
      ),
    )
  })
})

describe('isChainNamespace', () => {
  it('knows the eleven spec §3 families and nothing else', () => {
    expect(CHAIN_NAMESPACES).toHaveLength(11)
    expect(isChainNamespace('multiversx')).toBe(true)
    expect(isChainNamespace('generic')).toBe(false)
    expect(isChainNamespace(155)).toBe(false)
  })
})
