import type { Address } from 'viem'
import { compileContracts } from './compileContracts'
import { defaultIdRegistry, ID_REGISTRY_DEPLOYER } from './idRegistry'
import { rpcRequest } from './rpcRequest'
import { waitForReceipt } from './waitForReceipt'

/**
 * Deploys `PorticoIdRegistry` (the Farcaster-style `idOf` / `custodyOf` registry) as
 * {@link ID_REGISTRY_DEPLOYER}; on a fresh devnet it lands at {@link defaultIdRegistry},
 * elsewhere it throws, so a stack never points at the wrong contract. Plain JSON-RPC on anvil.
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * const registry = await deployIdRegistry(anvil.rpcUrl)
 */
export async function deployIdRegistry(rpcUrl: string): Promise<Address> {
  const { PorticoIdRegistry } = await compileContracts()
  const from = ID_REGISTRY_DEPLOYER
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, '0xde0b6b3a7640000'])
  const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
    { from, data: PorticoIdRegistry.bytecode },
  ])
  const receipt = await waitForReceipt(rpcUrl, String(hash))
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  if (receipt.status !== '0x1' || !receipt.contractAddress) {
    throw new Error(`deploying PorticoIdRegistry on ${rpcUrl} failed (tx ${hash})`)
  }
  if (receipt.contractAddress.toLowerCase() !== defaultIdRegistry.toLowerCase()) {
    throw new Error(
      `PorticoIdRegistry landed at ${receipt.contractAddress} on ${rpcUrl}, not ${defaultIdRegistry}: the devnet was not fresh`,
    )
  }
  return defaultIdRegistry
}
