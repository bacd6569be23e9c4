import type { Address } from 'viem'

/**
 * Who deploys the devnet's Farcaster-style ID registry: an address no key controls,
 * impersonated on anvil, so its nonce 0 is the registry on every fresh devnet and no test
 * account's nonce moves it.
 */
export const ID_REGISTRY_DEPLOYER: Address = '0x000000000000000000000000000000000000fa1d'

/**
 * Where `deployIdRegistry` puts `PorticoIdRegistry` on a fresh devnet (the deployer's nonce 0),
 * as plain data so services can be configured before the deployment lands; a test checks it
 * against a real deployment.
 * @example
 * defaultIdRegistry // '0x1CFd0066De89cCd51432DA9747d7D04952fcc9E1'
 */
export const defaultIdRegistry: Address = '0x1CFd0066De89cCd51432DA9747d7D04952fcc9E1'

/**
 * Selectors of the registry's calls, written out so the dev stack loads no ABI encoder; a test
 * derives each from its signature with viem.
 * @example
 * ID_REGISTRY_SELECTORS['register()'] // '0x1aa3a008'
 */
export const ID_REGISTRY_SELECTORS = {
  'register()': '0x1aa3a008',
  'idOf(address)': '0xd94fe832',
  'custodyOf(uint256)': '0x65269e47',
} as const
