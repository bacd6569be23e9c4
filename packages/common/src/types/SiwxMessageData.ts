import type { CaipNetworkId } from './Caip'

/**
 * Fields of a sign-in-with-wallet message (spec §3, CAIP-122).
 * @example
 * const data: SiwxMessageData = {
 *   domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abc12345',
 *   chainId: 'eip155:1', accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
 * }
 */
export type SiwxMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
}
