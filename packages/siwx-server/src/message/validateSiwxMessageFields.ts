import { checksumAddress } from 'viem'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import {
  CAIP2_NAMESPACE_PATTERN,
  CAIP2_REFERENCE_PATTERN,
  CAIP10_ADDRESS_PATTERN,
  EIP155_REFERENCE_PATTERN,
  EVM_ADDRESS_PATTERN,
  NONCE_PATTERN,
  REQUEST_ID_PATTERN,
  SCHEME_PATTERN,
  STATEMENT_PATTERN,
} from './fieldRules'
import { isDateTime } from './parseDateTime'
import type { SiwxMessageFields } from './SiwxMessageFields'
import { isAuthority, isUri } from './uriRules'

/**
 * Message fields that passed {@link validateSiwxMessageFields}, with the CAIP-2 id split and the
 * address in its canonical form (EIP-55 for eip155).
 * @example
 * const { namespace, reference, fields } = validateSiwxMessageFields(input)
 */
export type ValidSiwxMessage = {
  namespace: string
  reference: string
  fields: SiwxMessageFields & { issuedAt: string; version: '1' }
}

function fail(details: string): never {
  throw new InvalidSiwxMessageError({ details })
}

function check(ok: boolean, details: string): void {
  if (!ok) fail(details)
}

function canonicalAddress(namespace: string, address: string): string {
  if (namespace !== 'eip155') {
    check(CAIP10_ADDRESS_PATTERN.test(address), `accountAddress: not a CAIP-10 address: ${address}`)
    return address
  }
  check(EVM_ADDRESS_PATTERN.test(address), `accountAddress: not an Ethereum address: ${address}`)
  const hex = address.slice(2)
  const checksummed = checksumAddress(address as `0x${string}`)
  // Single-case addresses carry no checksum; a mixed-case one with a wrong checksum is most
  // likely mistyped, so it is refused rather than silently corrected.
  const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  check(singleCase || checksummed === address, `accountAddress: bad EIP-55 checksum: ${address}`)
  return checksummed
}

/**
 * Check every field against EIP-4361 / CAIP-122 and return them normalised; throws
 * {@link InvalidSiwxMessageError} naming the first field at fault.
 * @example
 * validateSiwxMessageFields({ ...fields, nonce: 'short' }) // throws: nonce: at least 8 letters or digits
 */
export function validateSiwxMessageFields(input: SiwxMessageFields): ValidSiwxMessage {
  const [namespace = '', reference = '', ...rest] = input.chainId.split(':')
  check(
    rest.length === 0 &&
      CAIP2_NAMESPACE_PATTERN.test(namespace) &&
      CAIP2_REFERENCE_PATTERN.test(reference),
    `chainId: not a CAIP-2 network id: ${input.chainId}`,
  )
  if (namespace === 'eip155') {
    check(
      EIP155_REFERENCE_PATTERN.test(reference) && Number.isSafeInteger(Number(reference)),
      `chainId: not an EIP-155 chain id: ${input.chainId}`,
    )
  }
  check(isAuthority(input.domain), `domain: not an RFC 3986 authority: ${input.domain}`)
  if (input.scheme !== undefined) {
    check(SCHEME_PATTERN.test(input.scheme), `scheme: not an RFC 3986 scheme: ${input.scheme}`)
  }
  const accountAddress = canonicalAddress(namespace, input.accountAddress)
  if (input.statement !== undefined) {
    check(
      STATEMENT_PATTERN.test(input.statement),
      'statement: only RFC 3986 reserved or unreserved characters and spaces, on one line',
    )
  }
  check(isUri(input.uri), `uri: not an RFC 3986 URI: ${input.uri}`)
  check(input.version === '1', `version: must be "1", got "${input.version}"`)
  check(NONCE_PATTERN.test(input.nonce), 'nonce: at least 8 letters or digits')
  const { issuedAt } = input
  if (issuedAt === undefined) return fail('issuedAt: required')
  for (const [key, value] of [
    ['issuedAt', issuedAt],
    ['expirationTime', input.expirationTime],
    ['notBefore', input.notBefore],
  ] as const) {
    if (value !== undefined) check(isDateTime(value), `${key}: not an RFC 3339 date-time: ${value}`)
  }
  if (input.requestId !== undefined) {
    // The ABNF allows an empty Request ID, but common SIWE libraries drop that line when they
    // rebuild the text, so such a message would never verify there.
    check(input.requestId !== '', 'requestId: must not be empty')
    check(REQUEST_ID_PATTERN.test(input.requestId), 'requestId: only RFC 3986 pchar characters')
  }
  for (const resource of input.resources ?? []) {
    check(isUri(resource), `resources: not an RFC 3986 URI: ${resource}`)
  }
  return {
    namespace,
    reference,
    fields: { ...input, accountAddress, issuedAt, version: '1' },
  }
}
