import type { Address } from 'viem'
import { compileContracts } from './compileContracts'
import { encodeTokenConstructorArgs, toBaseUnits } from './encodeTokenConstructorArgs'
import { rpcRequest } from './rpcRequest'
import { anvilAccounts } from './testAccounts'
import {
  type DeployedTestTokens,
  defaultTestTokens,
  testTokenAt,
  testTokenSpecs,
} from './testTokens'
import { waitForReceipt } from './waitForReceipt'

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
  /** Deployer (impersonated on anvil, needs ETH); anvil's account 0 by default. */
  deployer?: Address
}

/**
 * Deploys the test ERC20 (OpenZeppelin) and the USDT-style token to an anvil devnet and mints
 * them to the test accounts. On a fresh anvil the addresses are always the same (deployer
 * nonces 0, 1: {@link defaultTestTokens}). Uses anvil's unlocked accounts and plain JSON-RPC,
 * so it loads no client library.
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
  const deployer = options.deployer ?? anvilAccounts[0]!.address
  const holders = options.holders ?? anvilAccounts.map((entry) => entry.address)
  const amount = options.amount ?? '1000000'
  if (options.deployer) await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [deployer])

  // Sent one after the other so nonces follow the spec order; mined as they arrive.
  const sent: { key: keyof DeployedTestTokens; hash: string }[] = []
  for (const [key, spec] of Object.entries(testTokenSpecs) as [
    keyof DeployedTestTokens,
    (typeof testTokenSpecs)[keyof DeployedTestTokens],
  ][]) {
    const args = encodeTokenConstructorArgs(
      spec.name,
      spec.symbol,
      spec.decimals,
      holders,
      toBaseUnits(amount, spec.decimals),
    )
    const data = `${contracts[spec.contract].bytecode}${args.slice(2)}`
    const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [{ from: deployer, data }])
    sent.push({ key, hash: String(hash) })
  }
  const entries = await Promise.all(
    sent.map(async ({ key, hash }) => {
      const spec = testTokenSpecs[key]
      const receipt = await waitForReceipt(rpcUrl, hash)
      if (receipt.status !== '0x1' || !receipt.contractAddress) {
        throw new Error(`deploying ${spec.contract} on ${rpcUrl} failed (tx ${hash})`)
      }
      return [key, testTokenAt(key, await checksummed(receipt.contractAddress))] as const
    }),
  )
  return Object.fromEntries(entries) as DeployedTestTokens
}

// The usual case needs no hashing: the addresses of a fresh devnet are known.
async function checksummed(address: string): Promise<Address> {
  const known = Object.values(defaultTestTokens).find(
    (token) => token.address.toLowerCase() === address.toLowerCase(),
  )
  if (known) return known.address
  const { getAddress } = await import('viem')
  return getAddress(address)
}
