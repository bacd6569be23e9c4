import { readFileSync } from 'node:fs'
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  padHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { type ContractArtifact, compileSolidity } from './compileSolidity'
import { anvilAccounts } from './testAccounts'

/**
 * Compile `smartAccount/OwnedAccount.sol` (an ERC-1271 account and its CREATE2 factory).
 * @example
 * const { OwnedAccount, OwnedAccountFactory } = await compileOwnedAccount()
 */
export async function compileOwnedAccount(): Promise<Record<string, ContractArtifact>> {
  const url = new URL('./smartAccount/OwnedAccount.sol', import.meta.url)
  const output = await compileSolidity({
    'OwnedAccount.sol': { content: readFileSync(url, 'utf8') },
  })
  return output['OwnedAccount.sol'] ?? {}
}

/**
 * A devnet with an OwnedAccount factory, ready to make deployed and counterfactual accounts.
 * @example
 * const account = await devnet.deployAccount(owner.address, 1n)
 */
export type SmartAccountDevnet = {
  publicClient: PublicClient
  factory: Hex
  /** Deploy an account owned by `owner` now (ERC-1271 path). */
  deployAccount(owner: Hex, salt: bigint): Promise<Hex>
  /** Address and factory call of an account that does not exist yet (ERC-6492 path). */
  counterfactualAccount(owner: Hex, salt: bigint): { address: Hex; factoryData: Hex }
}

/**
 * Compile and deploy the OwnedAccount factory on the anvil at `rpcUrl` (chain 31337).
 * @example
 * const devnet = await deploySmartAccounts(anvil.rpcUrl)
 */
export async function deploySmartAccounts(rpcUrl: string): Promise<SmartAccountDevnet> {
  const [deployer] = anvilAccounts
  if (!deployer) throw new Error('no anvil account')
  const { OwnedAccount, OwnedAccountFactory } = await compileOwnedAccount()
  if (!OwnedAccount || !OwnedAccountFactory) throw new Error('contracts missing from solc output')
  const accountAbi = OwnedAccount.abi as Abi
  const factoryAbi = OwnedAccountFactory.abi as Abi
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    chain: foundry,
    transport: http(rpcUrl),
  })
  const deployHash = await wallet.deployContract({
    abi: factoryAbi,
    bytecode: OwnedAccountFactory.bytecode,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash: deployHash })
  const factory = receipt.contractAddress
  if (!factory) throw new Error('factory deployment failed')

  const counterfactualAccount = (owner: Hex, salt: bigint) => {
    const saltHex = padHex(`0x${salt.toString(16)}`, { size: 32 })
    const initCode = encodeDeployData({
      abi: accountAbi,
      bytecode: OwnedAccount.bytecode,
      args: [owner],
    })
    return {
      address: getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt: saltHex,
        bytecode: initCode,
      }),
      factoryData: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'deploy',
        args: [owner, saltHex],
      }),
    }
  }
  const deployAccount = async (owner: Hex, salt: bigint) => {
    const { address, factoryData } = counterfactualAccount(owner, salt)
    const hash = await wallet.sendTransaction({ to: factory, data: factoryData })
    await publicClient.waitForTransactionReceipt({ hash })
    return address
  }
  return { publicClient, factory, deployAccount, counterfactualAccount }
}
