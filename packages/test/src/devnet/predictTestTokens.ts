import { type Address, getContractAddress } from 'viem'
import { anvilAccounts } from './testAccounts'
import { type DeployedTestTokens, testTokenAt, testTokenSpecs } from './testTokens'

/**
 * The tokens `deployTestTokens` will deploy on a devnet where the deployer has sent
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
  const keys = Object.keys(testTokenSpecs) as (keyof DeployedTestTokens)[]
  const entries = keys.map(
    (key, index) =>
      [
        key,
        testTokenAt(key, getContractAddress({ from: deployer, nonce: BigInt(index) })),
      ] as const,
  )
  return Object.fromEntries(entries) as DeployedTestTokens
}
