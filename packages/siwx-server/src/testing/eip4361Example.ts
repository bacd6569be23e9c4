import type { SiwxMessageFields } from '../message/SiwxMessageFields'

/**
 * The first example message of EIP-4361, field for field (its address as the EIP writes it in
 * the fields, lower case; the message shows it checksummed).
 * @example
 * formatSiweMessage(eip4361Example)
 */
export const eip4361Example: SiwxMessageFields = {
  domain: 'example.com',
  accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

/**
 * The text of {@link eip4361Example} after its first line (`… wants you to sign in with your
 * Ethereum account:`), byte for byte as the EIP prints it.
 * @example
 * const message = `example.com wants you to sign in with your Ethereum account:\n${eip4361ExampleBody}`
 */
export const eip4361ExampleBody = `0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`
