import type { CaipNetworkId } from '@portico/common'
import type { SiwxMessage } from '@portico/core'
import type { SiwxMessageFields } from '@portico/siwx-server/verify'
import {
  formatSiwxMessage,
  InvalidSiwxMessageError,
  validateSiwxMessageFields,
} from '@portico/siwx-server/verify'
import { pageLocation } from './pageLocation'
import type { SiwxMessageOptions } from './SiwxMessageOptions'

/**
 * Build the message an account signs to sign in: the options' domain, URI, statement and
 * lifetime, the given nonce, issued now. The text is exact EIP-4361 for eip155 and CAIP-122
 * for other namespaces; `data` holds the same fields, address normalised.
 * @example
 * const { data, message } = createSiwxMessage(
 *   { accountAddress: '0x…', chainId: 'eip155:1', nonce: generateNonce() },
 *   { domain: 'example.com', uri: 'https://example.com', statement: 'Sign in to Example' },
 * )
 */
export function createSiwxMessage(
  input: { accountAddress: string; chainId: CaipNetworkId; nonce: string },
  options: SiwxMessageOptions = {},
): SiwxMessage {
  const page = pageLocation()
  const domain = options.domain ?? page?.host
  const uri = options.uri ?? page?.origin
  if (domain === undefined || uri === undefined) {
    throw new InvalidSiwxMessageError({ details: 'domain, uri: pass them when not in a browser' })
  }
  const now = (options.now ?? Date.now)()
  const fields: SiwxMessageFields = {
    ...(options.scheme === undefined ? {} : { scheme: options.scheme }),
    domain,
    accountAddress: input.accountAddress,
    ...(options.statement === undefined ? {} : { statement: options.statement }),
    uri,
    version: '1',
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: new Date(now).toISOString(),
    ...(options.expirationMs === undefined
      ? {}
      : { expirationTime: new Date(now + options.expirationMs).toISOString() }),
    ...(options.resources === undefined ? {} : { resources: options.resources }),
  }
  const { scheme: _, ...data } = validateSiwxMessageFields(fields).fields
  return { data, message: formatSiwxMessage(fields) }
}
