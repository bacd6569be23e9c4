import { blockchainNameOf } from './blockchainNames'
import type { SiwxMessageFields } from './SiwxMessageFields'
import { validateSiwxMessageFields } from './validateSiwxMessageFields'

/**
 * The CAIP-122 text of a sign-in message for any namespace: EIP-4361 for eip155 ("… sign in with
 * your Ethereum account:"), and the same layout with the namespace's own account name otherwise
 * ("… sign in with your Solana account:"). `Chain ID:` carries the CAIP-2 reference. Fields are
 * validated first; throws {@link InvalidSiwxMessageError} on the first bad one.
 * @example
 * formatSiwxMessage({ ...fields, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
 *   accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' })
 * // 'example.com wants you to sign in with your Solana account:\n7S3P…'
 */
export function formatSiwxMessage(input: SiwxMessageFields): string {
  const { namespace, reference, fields } = validateSiwxMessageFields(input)
  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`
  const lines = [
    `${origin} wants you to sign in with your ${blockchainNameOf(namespace)} account:`,
    fields.accountAddress,
    '',
    // EIP-4361: the statement and its trailing blank line are optional, the blank line before
    // them is not, so a message without a statement has two blank lines before `URI:`.
    ...(fields.statement === undefined ? [] : [fields.statement]),
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
