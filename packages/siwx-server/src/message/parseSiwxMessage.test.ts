import fc from 'fast-check'
import { checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { eip4361Example, eip4361ExampleBody } from '../testing/eip4361Example'
import { caip122Fields, siweFields } from '../testing/messageArbitraries'
import { formatSiweMessage } from './formatSiweMessage'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiweMessage } from './parseSiweMessage'
import { parseSiwxMessage } from './parseSiwxMessage'

const example = `https://example.com wants you to sign in with your Ethereum account:\n${eip4361ExampleBody}`

describe('parseSiweMessage', () => {
  it('reads the EIP-4361 example', () => {
    expect(parseSiweMessage(example)).toEqual({
      ...eip4361Example,
      scheme: 'https',
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    })
  })

  it('tells a message without statement from one with an empty statement', () => {
    const without = example.replace(
      'I accept the ExampleOrg Terms of Service: https://example.com/tos\n',
      '',
    )
    expect(parseSiweMessage(without)).not.toHaveProperty('statement')
    const empty = example.replace(
      'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      '',
    )
    expect(parseSiweMessage(empty).statement).toBe('')
  })

  const lines = example.split('\n')
  const replaceLine = (index: number, line: string) =>
    lines.map((value, i) => (i === index ? line : value)).join('\n')

  it.each([
    ['a trailing newline', `${example}\n`, 'line 14'],
    ['CRLF line endings', example.replaceAll('\n', '\r\n'), 'line'],
    [
      'a lower-case address',
      replaceLine(1, lines[1]!.toLowerCase()),
      'line 2: address is not EIP-55',
    ],
    [
      'a wrong header',
      replaceLine(0, 'example.com wants you to sign in with your account:'),
      'line 1',
    ],
    [
      'an unknown account kind',
      replaceLine(0, 'example.com wants you to sign in with your Foo Bar account:'),
      'line 1',
    ],
    ['a missing blank line', lines.filter((_, i) => i !== 4).join('\n'), 'line 5'],
    ['fields out of order', replaceLine(6, 'Chain ID: 1'), 'line 7: expected "Version:"'],
    ['a bad nonce', replaceLine(8, 'Nonce: 1234'), 'nonce'],
    ['an impossible date', replaceLine(9, 'Issued At: 2021-13-01T00:00:00Z'), 'issuedAt'],
    ['an extra line', `${example}\nfoo`, 'line 14: unexpected line "foo"'],
    ['a version 2 message', replaceLine(6, 'Version: 2'), 'version'],
    ['a missing nonce', lines.filter((_, i) => i !== 8).join('\n'), 'line 9: expected "Nonce:"'],
    ['a bad resource', replaceLine(11, '- not a uri'), 'resources'],
  ])('rejects %s', (_, text, details) => {
    expect(() => parseSiweMessage(text)).toThrow(InvalidSiwxMessageError)
    expect(() => parseSiweMessage(text)).toThrow(details)
  })

  it('rejects messages of other namespaces', () => {
    const solana = example
      .replace('Ethereum', 'Solana')
      .replace(
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      )
    expect(parseSiwxMessage(solana).chainId).toBe('solana:1')
    expect(() => parseSiweMessage(solana)).toThrow('not a Sign-In with Ethereum message')
  })
})

describe('format → parse round trip', () => {
  it('gives back every EIP-4361 field, with the address checksummed', () => {
    fc.assert(
      fc.property(siweFields, (fields) => {
        const text = formatSiweMessage(fields)
        const parsed = parseSiweMessage(text)
        expect(parsed).toEqual({
          ...fields,
          accountAddress: checksumAddress(fields.accountAddress as `0x${string}`),
        })
        expect(formatSiweMessage(parsed)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('gives back every CAIP-122 field for other namespaces', () => {
    fc.assert(
      fc.property(caip122Fields, (fields) => {
        const text = formatSiwxMessage(fields)
        expect(parseSiwxMessage(text)).toEqual(fields)
      }),
      { numRuns: 300 },
    )
  })
})
