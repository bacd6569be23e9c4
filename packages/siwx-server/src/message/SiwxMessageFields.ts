import type { SiwxMessageData } from '@portico/common'

/**
 * The fields of a sign-in message (spec §3) plus EIP-4361's optional `scheme` of the requesting
 * origin. `chainId` is CAIP-2 (`eip155:1`); timestamps are RFC 3339 strings.
 * @example
 * const fields: SiwxMessageFields = {
 *   domain: 'example.com', accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
 *   uri: 'https://example.com/login', version: '1', chainId: 'eip155:1', nonce: '32891756',
 *   issuedAt: '2021-09-30T16:25:24Z',
 * }
 */
export type SiwxMessageFields = SiwxMessageData & { scheme?: string }

/**
 * A message read back from text: `issuedAt` is always there, `version` is `'1'`.
 * @example
 * const parsed: ParsedSiwxMessage = parseSiwxMessage(text)
 */
export type ParsedSiwxMessage = SiwxMessageFields & { issuedAt: string; version: '1' }
