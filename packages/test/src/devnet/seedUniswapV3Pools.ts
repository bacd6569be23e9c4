import type { Address } from 'viem'
import { addUniswapV3Pools } from './addUniswapV3Pool'
import { toBaseUnits } from './encodeTokenConstructorArgs'
import { rpcRequest } from './rpcRequest'
import type { DeployedTestTokens } from './testTokens'
import { UNISWAP_V3_DEPLOYER, UNISWAP_V3_POOLS, type UniswapV3Devnet } from './uniswapV3'

/**
 * Seeds the dev stack's {@link UNISWAP_V3_POOLS} on a devnet where `deployUniswapV3` ran (and
 * `weth`, V2's WETH9, is deployed), as {@link UNISWAP_V3_DEPLOYER}: it mints the test tokens and
 * wraps the ether itself, so no test account's balances move. Answers the pools' addresses.
 * @example
 * const v3 = await deployUniswapV3(rpcUrl, { weth, factoryV2 })
 * await seedUniswapV3Pools(rpcUrl, { tokens, weth, v3 })
 */
export async function seedUniswapV3Pools(
  rpcUrl: string,
  devnet: { tokens: DeployedTestTokens; weth: Address; v3: UniswapV3Devnet },
): Promise<Address[]> {
  const from = UNISWAP_V3_DEPLOYER
  const side = (key: (typeof UNISWAP_V3_POOLS)[number]['tokens'][number], amount: string) =>
    key === 'weth'
      ? { address: devnet.weth, amount: toBaseUnits(amount, 18), wrap: true }
      : {
          address: devnet.tokens[key].address,
          amount: toBaseUnits(amount, devnet.tokens[key].decimals),
        }
  const pools = UNISWAP_V3_POOLS.map((pool) => ({
    a: side(pool.tokens[0], pool.amounts[0]),
    b: side(pool.tokens[1], pool.amounts[1]),
    fee: pool.fee,
  }))
  const wrapped = pools
    .flatMap(({ a, b }) => [a, b])
    .reduce((sum, token) => sum + ('wrap' in token ? token.amount : 0n), 0n)
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  // The ether it wraps, and a thousand more for the gas.
  const balance = wrapped + toBaseUnits('1000', 18)
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, `0x${balance.toString(16)}`])
  const addresses = await addUniswapV3Pools(rpcUrl, devnet.v3, pools, from)
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  return addresses
}
