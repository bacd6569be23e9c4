import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import { checksumAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { caip122Fields, siweFields } from '../testing/messageArbitraries'
import { formatSiweMessage } from './formatSiweMessage'
import { formatSiwxMessage } from './formatSiwxMessage'
import type { SiwxMessageFields } from './SiwxMessageFields'

// The `siwe` package (Spruce's reference implementation) is what most SIWE backends run:
// whatever we produce must parse there, field for field, and verify there.
function expectSameFields(siwe: SiweMessage, fields: SiwxMessageFields) {
  expect(siwe.scheme).toBe(fields.scheme)
  expect(siwe.domain).toBe(fields.domain)
  expect(siwe.address).toBe(checksumAddress(fields.accountAddress as `0x${string}`))
  expect(siwe.statement).toBe(fields.statement)
  expect(siwe.uri).toBe(fields.uri)
  expect(siwe.version).toBe('1')
  expect(`eip155:${siwe.chainId}`).toBe(fields.chainId)
  expect(siwe.nonce).toBe(fields.nonce)
  expect(siwe.issuedAt).toBe(fields.issuedAt)
  expect(siwe.expirationTime).toBe(fields.expirationTime)
  expect(siwe.notBefore).toBe(fields.notBefore)
  expect(siwe.requestId).toBe(fields.requestId)
  expect(siwe.resources).toEqual(fields.resources)
}

describe('messages against the siwe library', () => {
  it('parse there with the same fields and re-serialise to the same text', () => {
    fc.assert(
      fc.property(siweFields, (fields) => {
        const text = formatSiweMessage(fields)
        const siwe = new SiweMessage(text)
        expectSameFields(siwe, fields)
        expect(siwe.prepareMessage()).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('verify there with a real EIP-191 signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await fc.assert(
      fc.asyncProperty(siweFields, async (generated) => {
        const { expirationTime: _, notBefore: __, ...fields } = generated
        const text = formatSiweMessage({ ...fields, accountAddress: account.address })
        const signature = await account.signMessage({ message: text })
        const result = await new SiweMessage(text).verify({
          signature,
          domain: fields.domain,
          nonce: fields.nonce,
        })
        expect(result.success).toBe(true)
        expect(result.data.address).toBe(account.address)
      }),
      { numRuns: 40 },
    )
  })

  it('fail verification there when a signed message is altered', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = formatSiweMessage({
      domain: 'example.com',
      accountAddress: account.address,
      uri: 'https://example.com/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'n0nce1234',
      issuedAt: '2024-01-01T00:00:00.000Z',
    })
    const signature = await account.signMessage({ message: text })
    const altered = text.replace('Nonce: n0nce1234', 'Nonce: n0nce5678')
    await expect(new SiweMessage(altered).verify({ signature })).rejects.toMatchObject({
      success: false,
    })
  })

  it('are refused there when they are not for an Ethereum account', () => {
    fc.assert(
      fc.property(caip122Fields, (fields) => {
        expect(() => new SiweMessage(formatSiwxMessage(fields))).toThrow()
      }),
      { numRuns: 20 },
    )
  })
})
