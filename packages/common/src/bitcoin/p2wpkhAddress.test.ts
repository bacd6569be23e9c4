import { hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { CompressedPublicKeyRequiredError } from '../errors/bitcoin'
import { bitcoinNetworkParamsSchema } from './BitcoinNetworkParams'
import {
  bitcoinMainnetParams,
  bitcoinTestnetParams,
  litecoinRegtestParams,
} from './bitcoinNetworks'
import { p2wpkhAddress } from './p2wpkhAddress'

// BIP-173's example key: the secp256k1 generator point, compressed.
const generator = hexToBytes('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')

describe('p2wpkhAddress', () => {
  it('derives the BIP-173 P2WPKH addresses of a known key', () => {
    expect(p2wpkhAddress(generator, bitcoinMainnetParams)).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    )
    expect(p2wpkhAddress(generator, bitcoinTestnetParams)).toBe(
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    )
    expect(p2wpkhAddress(generator, litecoinRegtestParams)).toMatch(
      /^rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k/,
    )
  })

  it('refuses an uncompressed key', () => {
    expect(() => p2wpkhAddress(new Uint8Array(65).fill(4), bitcoinMainnetParams)).toThrow(
      /compressed/,
    )
    expect(() => p2wpkhAddress(new Uint8Array(65).fill(4), bitcoinMainnetParams)).toThrow(
      CompressedPublicKeyRequiredError,
    )
  })
})

describe('bitcoinNetworkParamsSchema', () => {
  it('accepts the built-in networks and rejects a malformed id', () => {
    for (const params of [bitcoinMainnetParams, bitcoinTestnetParams, litecoinRegtestParams]) {
      expect(bitcoinNetworkParamsSchema.parse(params)).toEqual(params)
    }
    expect(
      bitcoinNetworkParamsSchema.safeParse({
        ...litecoinRegtestParams,
        caipNetworkId: 'bip122:xyz',
      }).success,
    ).toBe(false)
  })
})
