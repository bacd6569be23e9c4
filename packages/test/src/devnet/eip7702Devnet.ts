import type { Address } from 'viem'

/**
 * EIP-7702 on a devnet: ERC-4337's EntryPoint v0.8 and the Simple7702Account implementation an
 * EOA delegates to, both from the published `@account-abstraction/contracts` 0.8.0 artifacts,
 * and our verifying paymaster for that EntryPoint.
 * @example
 * const { entryPoint, implementation }: Eip7702Devnet = eip7702Devnet
 */
export type Eip7702Devnet = {
  /**
   * EntryPoint v0.8, which accepts user operations whose sender is a 7702-delegated EOA. Alto
   * tells v0.8 from v0.7 by this address's `0x433708` prefix, so it must sit where mainnet has it.
   */
  entryPoint: Address
  /** Simple7702Account: execute / executeBatch for its EOA, bound to {@link Eip7702Devnet.entryPoint}. */
  implementation: Address
  /**
   * PorticoVerifyingPaymaster for {@link Eip7702Devnet.entryPoint} (`deployEip7702Paymaster`):
   * pays for the operations the dev stack's paymaster signer (or a test's) signs.
   */
  paymaster: Address
}

/**
 * The deterministic-deployment proxy (CREATE2 with a salt), which anvil pre-installs; mainnet's
 * EntryPoint v0.8 and Simple7702Account were deployed through it.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * Where `deployEip7702` puts the contracts: the EntryPoint and the implementation at mainnet's
 * addresses (the published artifacts through {@link CREATE2_DEPLOYER} with mainnet's salts), so
 * viem's and alto's defaults hold on a devnet too, and the paymaster at its deployer's first
 * address; a test holds them to `getContractAddress`.
 * @example
 * eip7702Devnet.implementation // '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
 */
export const eip7702Devnet: Eip7702Devnet = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  implementation: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  paymaster: '0x8f75a84C75adB54b64b21aE80AeE0D50F640F4ab',
}

/**
 * Who deploys the devnet's v0.8 verifying paymaster: an address no key controls, impersonated on
 * anvil, so its nonce 0 puts the paymaster at {@link eip7702Devnet}'s address whichever signer it
 * trusts. It stays the paymaster's owner (who may withdraw its deposit), by impersonation only.
 * @example
 * getContractAddress({ from: EIP7702_PAYMASTER_DEPLOYER, nonce: 0n }) // eip7702Devnet.paymaster
 */
export const EIP7702_PAYMASTER_DEPLOYER: Address = '0x0000000000000000000000000000000000077677'
