import { sha256 } from '@noble/hashes/sha2.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58'
import { decodeBech32, encodeBech32 } from './bech32'
import { getBitcoinAddressInfo } from './getBitcoinAddressInfo'
import { isBitcoinAddress } from './isBitcoinAddress'
import { decodeSegwitAddress, encodeSegwitAddress } from './segwit'

function base58Check(version: number, hash: Uint8Array): string {
  const payload = Uint8Array.from([version, ...hash])
  return encodeBase58(Uint8Array.from([...payload, ...sha256(sha256(payload)).subarray(0, 4)]))
}

const BECH32_CHARS = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

describe('bech32 strings (BIP-173 / BIP-350 vectors)', () => {
  it.each([
    ['A12UEL5L', 'bech32'],
    ['a12uel5l', 'bech32'],
    ['abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'bech32'],
    ['split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w', 'bech32'],
    ['?1ezyfcl', 'bech32'],
    ['A1LQFN3A', 'bech32m'],
    ['abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx', 'bech32m'],
    ['split1checkupstagehandshakeupstreamerranterredcaperredlc445v', 'bech32m'],
    ['?1v759aa', 'bech32m'],
  ])('decodes %s as %s', (text, encoding) => {
    expect(decodeBech32(text)?.encoding).toBe(encoding)
  })

  it.each([
    'pzry9x0s0muk', // no separator
    '1pzry9x0s0muk', // empty HRP
    'x1b4n0q5v', // invalid data character
    'li1dgmt3', // too short checksum
    'A1G7SGD8', // checksum over uppercase HRP
    'M1VUXWEZ', // same, bech32m
    'y1b0jsk6g',
    'in1muywd',
  ])('rejects %s', (text) => {
    expect(decodeBech32(text)).toBeUndefined()
  })

  it('round-trips words with both checksums', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(31), { maxLength: 60 }),
        fc.constantFrom('bech32' as const, 'bech32m' as const),
        (words, encoding) => {
          expect(decodeBech32(encodeBech32('bc', words, encoding))).toEqual({
            hrp: 'bc',
            words,
            encoding,
          })
        },
      ),
    )
  })
})

describe('getBitcoinAddressInfo', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet', 'p2sh'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'mainnet', 'p2wpkh'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', 'p2wpkh'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet', 'p2wsh'],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'mainnet',
      'witness',
    ],
    ['BC1SW50QGDZ25J', 'mainnet', 'witness'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'mainnet', 'witness'],
    ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'testnet', 'p2wsh'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet', 'p2tr'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'p2tr'],
  ])('reads %s as %s %s', (address, network, type) => {
    expect(getBitcoinAddressInfo(address)).toEqual({ network, type })
  })

  it.each([
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // unknown HRP
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // bech32 for v1
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', // bech32 for v2
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // bech32 for v16
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // bech32m for v0
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', // bech32m for v0
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // bad checksum character
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // witness version 17
    'bc1pw5dgrnzv', // 1-byte program
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', // 41 bytes
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // 16-byte v0 program
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', // mixed case
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // > 4 bits of padding
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // non-zero padding
    'bc1gmk9yu', // empty data
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // base58check checksum broken
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    '',
  ])('rejects %s', (address) => {
    expect(getBitcoinAddressInfo(address)).toBeUndefined()
    expect(isBitcoinAddress(address)).toBe(false)
  })
})

describe('isBitcoinAddress by network', () => {
  it('matches mainnet, testnet and regtest prefixes', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet')).toBe(true)
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'testnet')).toBe(false)
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'regtest')).toBe(false)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet')).toBe(true)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest')).toBe(true)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mainnet')).toBe(false)
    const tb = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    expect(isBitcoinAddress(tb, 'testnet')).toBe(true)
    expect(isBitcoinAddress(tb, 'regtest')).toBe(false)
    const bcrt = encodeSegwitAddress('bcrt', 0, new Uint8Array(20).fill(7))
    expect(bcrt.startsWith('bcrt1q')).toBe(true)
    expect(isBitcoinAddress(bcrt, 'regtest')).toBe(true)
    expect(isBitcoinAddress(bcrt, 'testnet')).toBe(false)
    expect(getBitcoinAddressInfo(bcrt)).toEqual({ network: 'regtest', type: 'p2wpkh' })
  })

  it('accepts every generated base58check address with its network', () => {
    const versions = [
      [0x00, 'mainnet', '1'],
      [0x05, 'mainnet', '3'],
      [0x6f, 'testnet', 'mn'],
      [0xc4, 'testnet', '2'],
    ] as const
    fc.assert(
      fc.property(
        fc.constantFrom(...versions),
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        ([version, network, prefixes], hash) => {
          const address = base58Check(version, hash)
          expect(prefixes).toContain(address[0])
          expect(isBitcoinAddress(address, network)).toBe(true)
        },
      ),
    )
  })

  it('accepts every generated segwit address (v0 20/32 bytes, v1-16 2-40 bytes)', () => {
    const program = fc.oneof(
      fc.record({
        version: fc.constant(0),
        program: fc.oneof(
          fc.uint8Array({ minLength: 20, maxLength: 20 }),
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
        ),
      }),
      fc.record({
        version: fc.integer({ min: 1, max: 16 }),
        program: fc.uint8Array({ minLength: 2, maxLength: 40 }),
      }),
    )
    fc.assert(
      fc.property(fc.constantFrom('bc', 'tb', 'bcrt'), program, (hrp, { version, program }) => {
        const address = encodeSegwitAddress(hrp, version, program)
        expect(decodeSegwitAddress(address)).toEqual({ hrp, version, program })
        expect(decodeSegwitAddress(address.toUpperCase())).toEqual({ hrp, version, program })
        expect(isBitcoinAddress(address)).toBe(true)
      }),
    )
  })

  it('rejects any single-character substitution of a segwit address', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat(),
        fc.constantFrom(...BECH32_CHARS),
        (program, pick, char) => {
          const address = encodeSegwitAddress('bc', 1, program)
          const i = 3 + (pick % (address.length - 3)) // keep 'bc1' so only the data changes
          fc.pre(address[i] !== char)
          const mutated = address.slice(0, i) + char + address.slice(i + 1)
          expect(isBitcoinAddress(mutated)).toBe(false)
        },
      ),
    )
  })

  it('rejects any single-character substitution of a base58check address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(), (hash, pick) => {
        const address = base58Check(0x00, hash)
        const i = 1 + (pick % (address.length - 1))
        const c = address[i] === 'z' ? 'y' : 'z'
        expect(isBitcoinAddress(address.slice(0, i) + c + address.slice(i + 1))).toBe(false)
      }),
    )
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything({ withNullPrototype: true })), (value) => {
        expect(typeof isBitcoinAddress(value)).toBe('boolean')
      }),
    )
  })
})
