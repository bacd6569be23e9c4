import { describe, expect, it } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { eip4361Example, eip4361ExampleBody } from '../testing/eip4361Example'
import { formatSiweMessage } from './formatSiweMessage'
import { formatSiwxMessage } from './formatSiwxMessage'
import type { SiwxMessageFields } from './SiwxMessageFields'

describe('formatSiweMessage', () => {
  it('reproduces the EIP-4361 examples byte for byte', () => {
    expect(formatSiweMessage(eip4361Example)).toBe(
      `example.com wants you to sign in with your Ethereum account:\n${eip4361ExampleBody}`,
    )
    expect(formatSiweMessage({ ...eip4361Example, domain: 'example.com:3388' })).toBe(
      `example.com:3388 wants you to sign in with your Ethereum account:\n${eip4361ExampleBody}`,
    )
    expect(formatSiweMessage({ ...eip4361Example, scheme: 'https' })).toBe(
      `https://example.com wants you to sign in with your Ethereum account:\n${eip4361ExampleBody}`,
    )
  })

  it('keeps both blank lines when there is no statement, and writes every optional line', () => {
    const { statement: _, resources: __, ...withoutStatement } = eip4361Example
    expect(
      formatSiweMessage({
        ...withoutStatement,
        chainId: 'eip155:31337',
        expirationTime: '2021-10-01T16:25:24Z',
        notBefore: '2021-09-30T16:00:00+02:00',
        requestId: 'req-1',
      }),
    ).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Expiration Time: 2021-10-01T16:25:24Z',
        'Not Before: 2021-09-30T16:00:00+02:00',
        'Request ID: req-1',
      ].join('\n'),
    )
  })

  it.each([
    [{ nonce: 'short' }, 'nonce'],
    [{ nonce: 'has space1' }, 'nonce'],
    [{ statement: 'two\nlines' }, 'statement'],
    [{ statement: 'quote "x"' }, 'statement'],
    [{ domain: 'example.com/login' }, 'domain'],
    [{ domain: '' }, 'domain'],
    [{ uri: 'not a uri' }, 'uri'],
    [{ version: '2' }, 'version'],
    [{ chainId: 'eip155:01' }, 'chainId'],
    [{ chainId: 'eip155' }, 'chainId'],
    [{ issuedAt: '2021-02-30T00:00:00Z' }, 'issuedAt'],
    [{ issuedAt: undefined }, 'issuedAt'],
    [{ expirationTime: 'tomorrow' }, 'expirationTime'],
    [{ accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756cc2' }, 'accountAddress'],
    [{ resources: ['https://ok.example', 'no scheme'] }, 'resources'],
    [{ requestId: 'a b' }, 'requestId'],
    [{ requestId: '' }, 'requestId'],
    [{ scheme: '1http' }, 'scheme'],
  ] as const)('rejects %o with an error naming the field', (override, field) => {
    const fields = { ...eip4361Example, ...override } as SiwxMessageFields
    expect(() => formatSiweMessage(fields)).toThrow(InvalidSiwxMessageError)
    expect(() => formatSiweMessage(fields)).toThrow(new RegExp(`Details: ${field}:`))
  })

  it('refuses non-eip155 chains', () => {
    expect(() => formatSiweMessage({ ...eip4361Example, chainId: 'solana:abc' })).toThrow(
      /EIP-4361 needs an eip155 chain/,
    )
  })
})

describe('formatSiwxMessage', () => {
  it('names the account kind of the namespace and writes the CAIP-2 reference', () => {
    const text = formatSiwxMessage({
      domain: 'example.com',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: 'abcdefgh12',
      issuedAt: '2024-01-01T00:00:00.000Z',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'example.com wants you to sign in with your Solana account:',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('matches formatSiweMessage for eip155', () => {
    expect(formatSiwxMessage(eip4361Example)).toBe(formatSiweMessage(eip4361Example))
  })
})
