import { bytesToHex } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import {
  bitcoinMainnetParams,
  bitcoinTestnetParams,
  litecoinRegtestParams,
} from './bitcoinNetworks'
import { decodeBitcoinAddress } from './decodeBitcoinAddress'

const scriptOf = (address: string, params = bitcoinMainnetParams) => {
  const decoded = decodeBitcoinAddress(address, params)
  return decoded && { type: decoded.type, script: bytesToHex(decoded.script) }
}

describe('decodeBitcoinAddress', () => {
  // BIP-173 and BIP-350 "valid address" vectors with their scriptPubKeys.
  it.each([
    [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      bitcoinMainnetParams,
      'p2wpkh',
      '0014751e76e8199196d454941c45d1b3a323f1433bd6',
    ],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      bitcoinTestnetParams,
      'p2wsh',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      bitcoinTestnetParams,
      'p2wsh',
      '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      bitcoinMainnetParams,
      'p2tr',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      bitcoinTestnetParams,
      'p2tr',
      '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    ['BC1SW50QGDZ25J', bitcoinMainnetParams, 'witness', '6002751e'],
    [
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      bitcoinMainnetParams,
      'witness',
      '5210751e76e8199196d454941c45d1b3a323',
    ],
  ] as const)('%s', (address, params, type, script) => {
    expect(scriptOf(address, params)).toEqual({ type, script })
  })

  // BIP-350 "invalid address" vectors: wrong prefix, wrong checksum variant, empty program.
  it.each([
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    'bc1gmk9yu',
  ])('rejects %s', (address) => {
    expect(decodeBitcoinAddress(address, bitcoinMainnetParams)).toBeUndefined()
  })

  it('decodes base58 addresses by their network version bytes', () => {
    // The genesis block's coinbase address.
    expect(scriptOf('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({
      type: 'p2pkh',
      script: '76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac',
    })
    expect(scriptOf('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')?.type).toBe('p2sh')
    expect(
      decodeBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', bitcoinTestnetParams),
    ).toBeUndefined()
  })

  it('takes the regtest chain from its parameters, not from Bitcoin', () => {
    // Addresses a Litecoin Core 0.21 regtest node handed out, with the script it reported.
    expect(scriptOf('rltc1q8ymransy0unvwvu5f3tv3qwv0d2cdqpac5n3uh', litecoinRegtestParams)).toEqual(
      {
        type: 'p2wpkh',
        script: '001439363ece047f26c733944c56c881cc7b5586803d',
      },
    )
    expect(scriptOf('QTNhpmpywunEm9V3L8MhpPmV44HiNdW9QB', litecoinRegtestParams)?.type).toBe('p2sh')
    expect(scriptOf('mkSFipKTCfapiYwfVnDkSJF4JYBgoyEwPm', litecoinRegtestParams)?.type).toBe(
      'p2pkh',
    )
    expect(
      decodeBitcoinAddress('rltc1q8ymransy0unvwvu5f3tv3qwv0d2cdqpac5n3uh', bitcoinMainnetParams),
    ).toBeUndefined()
    expect(
      decodeBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', litecoinRegtestParams),
    ).toBeUndefined()
  })
})
