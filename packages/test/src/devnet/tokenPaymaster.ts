import type { Address } from 'viem'

/**
 * Who deploys the devnet's token paymaster: an address no key controls, impersonated on anvil, so
 * its nonce 0 is {@link defaultTokenPaymaster} on every fresh devnet whichever signer it trusts.
 * It stays the paymaster's owner (who may withdraw its deposit and the tokens it collected), by
 * impersonation only.
 * @example
 * getContractAddress({ from: TOKEN_PAYMASTER_DEPLOYER, nonce: 0n }) // defaultTokenPaymaster
 */
export const TOKEN_PAYMASTER_DEPLOYER: Address = '0x000000000000000000000000000000000000Fee5'

/**
 * Where `deployTokenPaymaster` puts PorticoTokenPaymaster (EntryPoint v0.7: gas paid in a token at
 * the gateway's signed price) on a fresh devnet, as plain data so the gateway can be configured
 * before it lands; a test holds it to `getContractAddress`.
 * @example
 * defaultTokenPaymaster // '0xcAb911432c5D2A76D50c7a7704130726cB69A63f'
 */
export const defaultTokenPaymaster: Address = '0xcAb911432c5D2A76D50c7a7704130726cB69A63f'
