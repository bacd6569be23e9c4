import { createRequire } from 'node:module'
import { type Address, concat, type Hex, pad } from 'viem'
import { deployEip7702Paymaster } from './deployEip7702Paymaster'
import type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
import { CREATE2_DEPLOYER, type Eip7702Devnet, eip7702Devnet } from './eip7702Devnet'
import { rpcRequest } from './rpcRequest'
import { sendFromDevAccount } from './sendFromDevAccount'

const require = createRequire(import.meta.url)

/** Creation bytecode of a `@account-abstraction/contracts` 0.8.0 artifact (installed under an alias beside 0.7). */
function entryPoint08Bytecode(name: 'EntryPoint' | 'Simple7702Account'): Hex {
  return (require(`@account-abstraction/contracts-v08/artifacts/${name}.json`) as { bytecode: Hex })
    .bytecode
}

/**
 * Sends the two deployments: an address no key controls and no other deployment uses,
 * impersonated, so the dev accounts' and the ERC-4337 deployer's nonces (which place the other
 * devnet contracts) stay as they are. CREATE2 addresses do not depend on it.
 */
const EIP7702_DEPLOYER: Address = '0x0000000000000000000000000000000000007702'

/** Mainnet's salts: with them the published bytecode lands at mainnet's addresses. */
const salts = {
  EntryPoint: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  Simple7702Account: pad('0x00', { size: 32 }),
} as const

/**
 * Deploys EntryPoint v0.8 and Simple7702Account through anvil's CREATE2 deployer with mainnet's
 * salts, so they land at {@link eip7702Devnet} (mainnet's addresses) on any devnet, then the v0.8
 * verifying paymaster (`deployEip7702Paymaster`, trusting `paymaster.signer`, the dev stack's
 * signer by default, with `paymaster.deposit`); a contract already there is kept, so calling it
 * twice is harmless. Plain JSON-RPC, like `deployAccountAbstraction`.
 * @example
 * const { entryPoint, implementation, paymaster } = await deployEip7702(anvil.rpcUrl)
 */
export async function deployEip7702(
  rpcUrl: string,
  options: { paymaster?: DeployVerifyingPaymasterOptions } = {},
): Promise<Eip7702Devnet> {
  if ((await rpcRequest(rpcUrl, 'eth_getCode', [CREATE2_DEPLOYER, 'latest'])) === '0x')
    throw new Error(`no CREATE2 deployer at ${CREATE2_DEPLOYER} on ${rpcUrl}`)
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [EIP7702_DEPLOYER])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [EIP7702_DEPLOYER, '0xde0b6b3a7640000'])
  const targets = [
    ['EntryPoint', eip7702Devnet.entryPoint],
    ['Simple7702Account', eip7702Devnet.implementation],
  ] as const
  for (const [name, address] of targets) {
    if ((await rpcRequest(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x') continue
    await sendFromDevAccount(
      rpcUrl,
      {
        from: EIP7702_DEPLOYER,
        to: CREATE2_DEPLOYER,
        data: concat([salts[name], entryPoint08Bytecode(name)]),
        gas: 8_000_000n,
      },
      `deploying ${name} v0.8`,
    )
    if ((await rpcRequest(rpcUrl, 'eth_getCode', [address, 'latest'])) === '0x')
      throw new Error(`${name} v0.8 did not land at ${address} on ${rpcUrl}`)
  }
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [EIP7702_DEPLOYER])
  await deployEip7702Paymaster(rpcUrl, options.paymaster)
  return eip7702Devnet
}
