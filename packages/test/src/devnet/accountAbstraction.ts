import type { Address, Hex } from 'viem'

/**
 * ERC-4337 on a devnet: the EntryPoint (v0.7) and the SimpleAccount factory, both from the
 * published `@account-abstraction/contracts` artifacts, and the PorticoAccount factory.
 * @example
 * const { entryPoint, simpleAccountFactory }: AccountAbstractionDevnet = defaultAccountAbstraction
 */
export type AccountAbstractionDevnet = {
  entryPoint: Address
  simpleAccountFactory: Address
  /**
   * The factory of PorticoAccount (`smartAccount/PorticoAccount.sol`): SimpleAccount's calls
   * plus ERC-1271 signatures, which the published SimpleAccount v0.7 lacks; the embedded
   * wallet's smart accounts.
   */
  porticoAccountFactory: Address
  /**
   * PorticoSessionValidator (`smartAccount/PorticoSessionValidator.sol`), the session-key
   * validator every PorticoAccount has installed; created by the factory's constructor (the
   * factory's nonce 1).
   */
  porticoSessionValidator: Address
}

/**
 * Who deploys the EntryPoint and the factory: an address no key controls, impersonated on
 * anvil, so its nonces 0–1 land the contracts at the same addresses on every fresh devnet.
 */
export const ACCOUNT_ABSTRACTION_DEPLOYER: Address = '0x0000000000000000000000000000000000004337'

/**
 * Where `deployAccountAbstraction` puts the contracts on a fresh devnet (the deployer's nonces
 * 0, 1 and 2, and the factory's nonce 1 for the session validator), as plain data so the dev stack loads no client library to know them; a test holds
 * them to `getContractAddress`.
 * @example
 * defaultAccountAbstraction.entryPoint // '0xFbe400a5bD9424988a7954982A1e7d3c3Ddb2d3A'
 */
export const defaultAccountAbstraction: AccountAbstractionDevnet = {
  entryPoint: '0xFbe400a5bD9424988a7954982A1e7d3c3Ddb2d3A',
  simpleAccountFactory: '0x454525582E3ec31BA387d4944E252b77FeDE33Ee',
  porticoAccountFactory: '0xdc353dDd45D8a7a0BDff8E72652Cf59E250db160',
  porticoSessionValidator: '0x8bcA0010b6d398DA168065Bd53B8CD4F6a02D512',
}

/**
 * The bundler's keys: anvil's mnemonic at indexes 10 and 11, which anvil does not fund and
 * no other devnet flow signs with, so the bundler's nonces never race a test's.
 * `deployAccountAbstraction` gives both ether. Public, test-only keys.
 * @example
 * bundlerAccounts.executor.address // '0xBcd4042DE499D14e55001CcbB24a551F3b954096'
 */
export const bundlerAccounts: {
  /** Sends the bundles (`handleOps`) and is repaid by the accounts it bundles for. */
  executor: { address: Address; privateKey: Hex }
  /** Deploys the bundler's simulation contracts at start-up and tops up the executor. */
  utility: { address: Address; privateKey: Hex }
} = {
  executor: {
    address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
    privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
  },
  utility: {
    address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
    privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
  },
}
