import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatSiweMessage } from '../message/formatSiweMessage'
import { formatSiwxMessage } from '../message/formatSiwxMessage'
import type { SiwxMessageFields } from '../message/SiwxMessageFields'
import { createMemoryNonceStore } from '../nonce/createMemoryNonceStore'
import { issueNonce } from '../nonce/issueNonce'
import { type VerifySiwxMessageParameters, verifySiwxMessage } from './verifySiwxMessage'

const account = privateKeyToAccount(generatePrivateKey())
const now = Date.parse('2024-05-01T10:00:00.000Z')

function fieldsFor(overrides: Partial<SiwxMessageFields> = {}): SiwxMessageFields {
  return {
    domain: 'app.example.com',
    accountAddress: account.address,
    statement: 'Sign in to Example',
    uri: 'https://app.example.com/login',
    version: '1',
    chainId: 'eip155:1',
    nonce: 'abcdef123456',
    issuedAt: '2024-05-01T09:59:00.000Z',
    expirationTime: '2024-05-01T11:00:00.000Z',
    ...overrides,
  }
}

async function signed(overrides: Partial<SiwxMessageFields> = {}) {
  const message = formatSiweMessage(fieldsFor(overrides))
  return { message, signature: await account.signMessage({ message }) }
}

async function reasonOf(parameters: VerifySiwxMessageParameters): Promise<string | undefined> {
  try {
    await verifySiwxMessage(parameters)
    return undefined
  } catch (error) {
    return (error as { reason?: string; name: string }).reason ?? (error as Error).name
  }
}

const expected = { domain: 'app.example.com' }

describe('verifySiwxMessage (EOA, offline)', () => {
  it('returns the fields and signer of a valid message', async () => {
    const result = await verifySiwxMessage({ ...(await signed()), expected, now })
    expect(result.address).toBe(account.address)
    expect(result.chainId).toBe('eip155:1')
    expect(result.fields.statement).toBe('Sign in to Example')
  })

  it('rejects a message altered after signing', async () => {
    const { message, signature } = await signed()
    const altered = message.replace('Sign in to Example', 'Sign in to Exampl3')
    expect(await reasonOf({ message: altered, signature, expected, now })).toBe('invalid-signature')
  })

  it("rejects another account's signature", async () => {
    const { message } = await signed()
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    expect(await reasonOf({ message, signature, expected, now })).toBe('invalid-signature')
  })

  it.each([
    ['domain-mismatch', { expected: { domain: 'evil.example.com' } }],
    ['domain-mismatch', { expected: { domain: (d: string) => d.endsWith('.other.org') } }],
    ['scheme-mismatch', { expected: { ...expected, scheme: 'http' } }],
    ['uri-mismatch', { expected: { ...expected, uri: 'https://app.example.com/other' } }],
    [
      'chain-mismatch',
      { expected: { ...expected, chainId: ['eip155:8453', 'eip155:10'] as const } },
    ],
    ['nonce-mismatch', { expected: { ...expected, nonce: 'zzzzzzzzzzzz' } }],
    [
      'invalid-signature',
      { expected: { ...expected, address: privateKeyToAccount(generatePrivateKey()).address } },
    ],
    ['expired', { now: Date.parse('2024-05-01T11:01:00.000Z') }],
    ['issued-in-future', { now: Date.parse('2024-05-01T09:57:59.000Z') }],
    ['expired', { maxAgeMs: 1_000, clockSkewMs: 0 }],
  ] as const)('fails with %s', async (reason, override) => {
    expect(await reasonOf({ ...(await signed()), expected, now, ...override })).toBe(reason)
  })

  it('accepts a domain allowlist function and the default https scheme', async () => {
    const result = await verifySiwxMessage({
      ...(await signed()),
      expected: { domain: (d) => d.endsWith('.example.com'), scheme: 'https', chainId: 'eip155:1' },
      now,
    })
    expect(result.fields.domain).toBe('app.example.com')
  })

  it('refuses a replay: the nonce is single use', async () => {
    const nonceStore = createMemoryNonceStore()
    const { nonce } = await issueNonce(nonceStore, { ttlMs: 300_000, now })
    const args = { ...(await signed({ nonce })), expected, now, nonceStore }
    await expect(verifySiwxMessage(args)).resolves.toMatchObject({ address: account.address })
    expect(await reasonOf(args)).toBe('nonce-mismatch')
  })

  it('refuses nonces it never issued or that expired, and keeps them on other failures', async () => {
    const nonceStore = createMemoryNonceStore()
    expect(await reasonOf({ ...(await signed()), expected, now, nonceStore })).toBe(
      'nonce-mismatch',
    )
    const { nonce } = await issueNonce(nonceStore, { ttlMs: 1_000, now })
    const message = await signed({ nonce })
    expect(await reasonOf({ ...message, expected: { domain: 'x.org' }, now, nonceStore })).toBe(
      'domain-mismatch',
    )
    expect(await reasonOf({ ...message, expected, now: now + 1_000, nonceStore })).toBe(
      'nonce-mismatch',
    )
  })

  it('refuses malformed text and non-hex signatures', async () => {
    const { message } = await signed()
    expect(await reasonOf({ message: `${message}\n`, signature: '0x00', expected, now })).toBe(
      'InvalidSiwxMessageError',
    )
    expect(await reasonOf({ message, signature: 'not hex', expected, now })).toBe(
      'invalid-signature',
    )
  })

  it('says which namespaces it cannot verify yet', async () => {
    const message = formatSiwxMessage(
      fieldsFor({
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      }),
    )
    expect(await reasonOf({ message, signature: '0x00', expected, now })).toBe(
      'unsupported-namespace',
    )
  })
})
