import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { formatSiwxMessage } from './formatSiwxMessage'
import type { SiwxMessageFields } from './SiwxMessageFields'

/**
 * The EIP-4361 (Sign-In with Ethereum) text of a message, byte for byte as the standard's ABNF
 * lays it out: optional `scheme://` before the domain, the EIP-55 checksummed address, the
 * numeric chain id. Only eip155 chains; use {@link formatSiwxMessage} for other namespaces.
 * @example
 * formatSiweMessage({
 *   domain: 'example.com', accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
 *   statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
 *   uri: 'https://example.com/login', version: '1', chainId: 'eip155:1', nonce: '32891756',
 *   issuedAt: '2021-09-30T16:25:24Z',
 * })
 * // example.com wants you to sign in with your Ethereum account:
 * // 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2
 * //
 * // I accept the ExampleOrg Terms of Service: https://example.com/tos
 * //
 * // URI: https://example.com/login
 * // …
 */
export function formatSiweMessage(fields: SiwxMessageFields): string {
  if (!fields.chainId.startsWith('eip155:')) {
    throw new InvalidSiwxMessageError({
      details: `chainId: EIP-4361 needs an eip155 chain, got ${fields.chainId}`,
    })
  }
  return formatSiwxMessage(fields)
}
