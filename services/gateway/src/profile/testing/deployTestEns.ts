import { readFileSync } from 'node:fs'
import { anvilAccounts, compileSolidity } from '@portico/test/devnet'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  namehash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

/**
 * Deploys TestEns.sol's registry and resolver on an anvil and returns a way to give an address
 * a name: forward record, reverse record and an optional avatar. Test files only.
 * @example
 * const ens = await deployTestEns(anvil.rpcUrl)
 * await ens.setName('alice.eth', address, 'https://example.com/a.png')
 */
export async function deployTestEns(rpcUrl: string) {
  const source = readFileSync(new URL('./TestEns.sol', import.meta.url), 'utf8')
  const output = (await compileSolidity({ 'TestEns.sol': { content: source } }))['TestEns.sol']
  const registryArtifact = output?.TestEnsRegistry
  const resolverArtifact = output?.TestEnsResolver
  if (!registryArtifact || !resolverArtifact) throw new Error('TestEns.sol did not compile')
  const deployer = anvilAccounts[0]
  if (!deployer) throw new Error('no anvil account')
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    chain: foundry,
    transport: http(rpcUrl),
  })
  const deploy = async (abi: Abi, bytecode: Hex) => {
    const hash = await wallet.deployContract({ abi, bytecode })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('deployment failed')
    return receipt.contractAddress
  }
  const registry = await deploy(registryArtifact.abi, registryArtifact.bytecode)
  const resolver = await deploy(resolverArtifact.abi, resolverArtifact.bytecode)
  const call = async (address: Address, abi: Abi, functionName: string, args: unknown[]) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args })
    await publicClient.waitForTransactionReceipt({ hash })
  }
  return {
    registry,
    /** Forward and reverse records of `name` for `address`, and its avatar text record. */
    async setName(name: string, address: Address, avatar?: string) {
      const node = namehash(name)
      const reverse = namehash(`${address.toLowerCase().slice(2)}.addr.reverse`)
      const r = resolverArtifact.abi
      await call(registry, registryArtifact.abi, 'setResolver', [node, resolver])
      await call(registry, registryArtifact.abi, 'setResolver', [reverse, resolver])
      await call(resolver, r, 'setAddr', [node, address])
      await call(resolver, r, 'setName', [reverse, name])
      if (avatar) await call(resolver, r, 'setText', [node, 'avatar', avatar])
    },
    /** Only a reverse record (a claim the forward record does not back). */
    async setReverseOnly(address: Address, name: string) {
      const reverse = namehash(`${address.toLowerCase().slice(2)}.addr.reverse`)
      await call(registry, registryArtifact.abi, 'setResolver', [reverse, resolver])
      await call(resolver, resolverArtifact.abi, 'setName', [reverse, name])
    },
  }
}
