import type { CaipNetworkId } from '@portico/common'
import type { Hex } from 'viem'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { ParsedSiwxMessage } from '../message/SiwxMessageFields'
import type { NonceStore } from '../nonce/NonceStore'
import { checkMessageTime } from './checkMessageTime'
import { type PublicClientSource, resolvePublicClient } from './resolvePublicClient'
import { verifyEip155Signature } from './verifyEip155Signature'

/**
 * What the relying party expects of the message. `domain` is required: it binds the signature
 * to your site. A function lets you accept several domains (an allowlist).
 * @example
 * const expected: SiwxExpectations = { domain: 'example.com', chainId: 'eip155:1', nonce }
 */
export type SiwxExpectations = {
  domain: string | ((domain: string, scheme: string | undefined) => boolean | Promise<boolean>)
  scheme?: string
  uri?: string
  chainId?: CaipNetworkId | readonly CaipNetworkId[]
  nonce?: string
  address?: string
}

/**
 * Arguments of {@link verifySiwxMessage}.
 * @example
 * const args: VerifySiwxMessageParameters = { message, signature, expected: { domain: 'example.com' } }
 */
export type VerifySiwxMessageParameters = {
  /** The exact text that was signed. */
  message: string
  signature: string
  expected: SiwxExpectations
  /** Single-use nonces: the message's nonce is consumed once every other check passed. */
  nonceStore?: NonceStore
  /** For contract accounts (ERC-1271, ERC-6492); EOAs verify offline without one. */
  publicClient?: PublicClientSource
  /** Epoch milliseconds or a Date; defaults to the current time. */
  now?: number | Date
  /** Forgiven clock disagreement, default 60 s. */
  clockSkewMs?: number
  /** Also refuse messages issued longer ago than this. */
  maxAgeMs?: number
}

/**
 * A message that passed {@link verifySiwxMessage}.
 * @example
 * const { fields, address, chainId } = await verifySiwxMessage(args)
 */
export type VerifiedSiwxMessage = {
  fields: ParsedSiwxMessage
  address: string
  chainId: CaipNetworkId
}

async function checkExpected(fields: ParsedSiwxMessage, expected: SiwxExpectations) {
  const { domain, scheme, uri, chainId, nonce, address } = expected
  const domainOk =
    typeof domain === 'function'
      ? await domain(fields.domain, fields.scheme)
      : domain.toLowerCase() === fields.domain.toLowerCase()
  const meta = (label: string, want: unknown, got: unknown) => ({
    metaMessages: [`Expected ${label}: ${String(want)}`, `Message ${label}: ${String(got)}`],
  })
  if (!domainOk)
    throw new SiwxVerificationError(
      'domain-mismatch',
      meta('domain', typeof domain === 'string' ? domain : 'an allowed domain', fields.domain),
    )
  if (scheme !== undefined && scheme !== (fields.scheme ?? 'https')) {
    throw new SiwxVerificationError('scheme-mismatch', meta('scheme', scheme, fields.scheme))
  }
  if (uri !== undefined && uri !== fields.uri) {
    throw new SiwxVerificationError('uri-mismatch', meta('URI', uri, fields.uri))
  }
  const chains = typeof chainId === 'string' ? [chainId] : chainId
  if (chains !== undefined && !chains.includes(fields.chainId)) {
    throw new SiwxVerificationError(
      'chain-mismatch',
      meta('network', chains.join(', '), fields.chainId),
    )
  }
  if (nonce !== undefined && nonce !== fields.nonce) {
    throw new SiwxVerificationError('nonce-mismatch')
  }
  if (address !== undefined && address.toLowerCase() !== fields.accountAddress.toLowerCase()) {
    throw new SiwxVerificationError(
      'invalid-signature',
      meta('address', address, fields.accountAddress),
    )
  }
}

/**
 * Verify a signed sign-in message the way a relying party must (EIP-4361 "Verifying a signed
 * Message"): the text parses strictly; domain, scheme, URI, network, nonce and address match
 * what you expect; the time window holds (with clock-skew allowance); the signature is the
 * account's (EIP-191, or ERC-1271 / ERC-6492 with a public client); finally the nonce is
 * consumed, so a replay fails. Use it in your own backend. Throws
 * {@link SiwxVerificationError} or {@link InvalidSiwxMessageError}.
 * @example
 * const nonces = createMemoryNonceStore()
 * const { address } = await verifySiwxMessage({
 *   message, signature, nonceStore: nonces, publicClient,
 *   expected: { domain: 'example.com', chainId: 'eip155:1' },
 * })
 */
export async function verifySiwxMessage(
  parameters: VerifySiwxMessageParameters,
): Promise<VerifiedSiwxMessage> {
  const { message, signature, expected, nonceStore, publicClient } = parameters
  const now = parameters.now === undefined ? Date.now() : Number(parameters.now)
  const fields = parseSiwxMessage(message)
  if (!fields.chainId.startsWith('eip155:')) {
    throw new SiwxVerificationError('unsupported-namespace', {
      metaMessages: [`Network: ${fields.chainId}`],
    })
  }
  await checkExpected(fields, expected)
  checkMessageTime(fields, {
    now,
    ...(parameters.clockSkewMs === undefined ? {} : { clockSkewMs: parameters.clockSkewMs }),
    ...(parameters.maxAgeMs === undefined ? {} : { maxAgeMs: parameters.maxAgeMs }),
  })
  await verifyEip155Signature({
    address: fields.accountAddress as Hex,
    message,
    signature,
    // Only contract accounts need the chain: an EOA's signature is checked offline first.
    client: () => resolvePublicClient(publicClient, fields.chainId),
  })
  if (nonceStore && !(await nonceStore.consume(fields.nonce, now))) {
    throw new SiwxVerificationError('nonce-mismatch')
  }
  return { fields, address: fields.accountAddress, chainId: fields.chainId }
}
