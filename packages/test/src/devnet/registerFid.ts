import type { Address } from 'viem'
import { defaultIdRegistry, ID_REGISTRY_SELECTORS } from './idRegistry'
import { rpcRequest } from './rpcRequest'
import { waitForReceipt } from './waitForReceipt'

/**
 * Registers `custody` on the devnet's ID registry (impersonated, funded for gas) and returns
 * its fid; an address that already has one keeps it. What a test does to make a key a
 * Farcaster custody key.
 * @example
 * const fid = await registerFid(anvil.rpcUrl, account.address) // 1n on a fresh registry
 */
export async function registerFid(
  rpcUrl: string,
  custody: Address,
  registry: Address = defaultIdRegistry,
): Promise<bigint> {
  const existing = await fidOf(rpcUrl, custody, registry)
  if (existing !== 0n) return existing
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [custody])
  const balance = BigInt(String(await rpcRequest(rpcUrl, 'eth_getBalance', [custody, 'latest'])))
  if (balance < 10n ** 16n) {
    await rpcRequest(rpcUrl, 'anvil_setBalance', [custody, '0xde0b6b3a7640000'])
  }
  const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
    { from: custody, to: registry, data: ID_REGISTRY_SELECTORS['register()'] },
  ])
  const receipt = await waitForReceipt(rpcUrl, String(hash))
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [custody])
  if (receipt.status !== '0x1') throw new Error(`registering ${custody} failed (tx ${hash})`)
  return fidOf(rpcUrl, custody, registry)
}

/**
 * The fid `custody` owns on the registry; 0n when none.
 * @example
 * await fidOf(rpcUrl, address) // 0n
 */
export async function fidOf(
  rpcUrl: string,
  custody: Address,
  registry: Address = defaultIdRegistry,
): Promise<bigint> {
  const data = `${ID_REGISTRY_SELECTORS['idOf(address)']}${custody.slice(2).toLowerCase().padStart(64, '0')}`
  const result = await rpcRequest(rpcUrl, 'eth_call', [{ to: registry, data }, 'latest'])
  return BigInt(String(result))
}
