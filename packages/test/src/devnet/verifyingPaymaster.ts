import type { Address, Hex } from 'viem'

/**
 * Who deploys the devnet's VerifyingPaymaster: an address no key controls, impersonated on
 * anvil, so its nonce 0 is the paymaster on every fresh devnet whichever signer it trusts.
 * It stays the paymaster's owner (who may withdraw its deposit), by impersonation only.
 */
export const PAYMASTER_DEPLOYER: Address = '0x0000000000000000000000000000000000007677'

/**
 * Where `deployVerifyingPaymaster` puts the reference VerifyingPaymaster (v0.7) on a fresh
 * devnet (the deployer's nonce 0), as plain data so the gateway can be configured before it
 * lands; a test holds it to `getContractAddress`.
 * @example
 * defaultVerifyingPaymaster // '0x95C15783397a71EcA2e37638F35c14276235f6fb'
 */
export const defaultVerifyingPaymaster: Address = '0x95C15783397a71EcA2e37638F35c14276235f6fb'

/**
 * The dev stack's paymaster signer: the key the stack's gateway signs sponsored user operations
 * with, and the signer its devnets' VerifyingPaymaster trusts. Public and test-only (derived from
 * `keccak256('portico dev paymaster signer')`); it belongs in the stack's gateway config, never
 * in a page, and a production gateway has its own.
 * @example
 * devPaymasterSigner.address // '0x76080DdeA35021E2D34Ac8297F338DD5a00FD409'
 */
export const devPaymasterSigner: { address: Address; privateKey: Hex } = {
  address: '0x76080DdeA35021E2D34Ac8297F338DD5a00FD409',
  privateKey: '0xdd6a25a5d5d2cbfd4b5346c5ac9f62c7320f525fadea67aad4e1de0c1f02e1fa',
}
