import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileContracts } from './compileContracts'
import { devnetChain } from './devnetChain'
import { rpcRequest } from './rpcRequest'
import { anvilAccounts } from './testAccounts'

/**
 * One deployed test token.
 * @example
 * const { address, decimals }: TestToken = (await deployTestTokens(rpcUrl)).erc20
 */
export type TestToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** `usdt-style`: `transfer`/`transferFrom`/`approve` return nothing (Tether's ABI). */
  kind: 'erc20' | 'usdt-style'
}

/**
 * The tokens {@link deployTestTokens} puts on a devnet.
 * @example
 * const { erc20, tetherStyle }: DeployedTestTokens = await deployTestTokens(rpcUrl)
 */
export type DeployedTestTokens = { erc20: TestToken; tetherStyle: TestToken }

/**
 * Options of {@link deployTestTokens}.
 * @example
 * await deployTestTokens(rpcUrl, { holders: [address], amount: '50' } satisfies DeployTestTokensOptions)
 */
export type DeployTestTokensOptions = {
  /** Who receives `amount` of each token at deployment; anvil's ten default accounts by default. */
  holders?: readonly Address[]
  /** Whole tokens each holder receives (scaled by the token's decimals). */
  amount?: string
  /** Deployer key; anvil's account 0 by default. */
  privateKey?: Hex
}

// Deployed in this order, so the n-th spec lands at the deployer's n-th nonce.
const tokenSpecs = {
  erc20: { contract: 'PorticoTestToken', name: 'Portico Test Token', symbol: 'PTT', decimals: 18 },
  tetherStyle: {
    contract: 'TetherStyleToken',
    name: 'Test Tether USD',
    symbol: 'tUSDT',
    decimals: 6,
  },
} as const

/**
 * Deploys the test ERC20 (OpenZeppelin) and the USDT-style token to a devnet and mints them to
 * the test accounts. On a fresh anvil the addresses are always the same (deployer nonces 0, 1).
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * const { erc20, tetherStyle } = await deployTestTokens(anvil.rpcUrl)
 */
export async function deployTestTokens(
  rpcUrl: string,
  options: DeployTestTokensOptions = {},
): Promise<DeployedTestTokens> {
  const contracts = await compileContracts()
  const chainId = Number(await rpcRequest(rpcUrl, 'eth_chainId'))
  const chain = devnetChain(chainId, rpcUrl)
  const account = privateKeyToAccount(options.privateKey ?? anvilAccounts[0]!.privateKey)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const holders = options.holders ?? anvilAccounts.map((entry) => entry.address)
  const amount = options.amount ?? '1000000'

  // Send both deployments before waiting so they land in consecutive blocks without round trips.
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const pending = Object.entries(tokenSpecs).map(async ([key, spec]) => {
    const hash = await wallet.deployContract({
      ...contracts[spec.contract],
      args: [spec.name, spec.symbol, spec.decimals, holders, parseUnits(amount, spec.decimals)],
      nonce: nonce++,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`deploying ${spec.contract} on chain ${chainId} failed (tx ${hash})`)
    }
    const token: TestToken = {
      address: getAddress(receipt.contractAddress),
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
      kind: key === 'erc20' ? 'erc20' : 'usdt-style',
    }
    return [key, token] as const
  })
  return Object.fromEntries(await Promise.all(pending)) as DeployedTestTokens
}

/**
 * The tokens {@link deployTestTokens} will deploy on a devnet where the deployer has sent
 * nothing yet (nonce 0): lets the rest of a stack start before the deployment lands.
 *
 * @example
 * const expected = predictTestTokens()
 * const deployed = await deployTestTokens(anvil.rpcUrl)
 * expected.erc20.address === deployed.erc20.address // true on a fresh devnet
 */
export function predictTestTokens(
  deployer: Address = anvilAccounts[0]!.address,
): DeployedTestTokens {
  const entries = Object.entries(tokenSpecs).map(([key, spec], index) => {
    const token: TestToken = {
      address: getContractAddress({ from: deployer, nonce: BigInt(index) }),
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
      kind: key === 'erc20' ? 'erc20' : 'usdt-style',
    }
    return [key, token] as const
  })
  return Object.fromEntries(entries) as DeployedTestTokens
}
