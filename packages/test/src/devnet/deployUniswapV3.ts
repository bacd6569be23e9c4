import type { Address } from 'viem'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'
import { toBaseUnits } from './encodeTokenConstructorArgs'
import { publishedBytecode } from './publishedBytecode'
import { rpcRequest } from './rpcRequest'
import { sendTransactions } from './sendTransactions'
import { defaultUniswapV3, UNISWAP_V3_DEPLOYER, type UniswapV3Devnet } from './uniswapV3'

const NO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'
/** Above the largest deployment's use (the position manager's, 5.5 M): nothing is estimated. */
const DEPLOY_GAS = 8_000_000n

/**
 * Deploys Uniswap V3 from its published builds (`@uniswap/v3-core`'s UniswapV3Factory,
 * `@uniswap/v3-periphery`'s NonfungiblePositionManager, SwapRouter and QuoterV2, and
 * `@uniswap/swap-router-contracts`' SwapRouter02, whose pool-address code hashes match the
 * published V3 pool and V2 pair the factories carry) as {@link UNISWAP_V3_DEPLOYER}, beside the
 * devnet's WETH, with the four fee tiers mainnet has (0.01 % enabled after deployment).
 * SwapRouter02 trades V2 pairs too when given the devnet's V2 `factoryV2`. The contracts land at
 * {@link defaultUniswapV3} (the deployer's nonces 0–4), so they go out in one batch, each naming
 * the factory before it is mined; a devnet where the deployer has sent anything throws. Plain
 * JSON-RPC, so the dev stack loads no client library for it.
 * @example
 * const v3 = await deployUniswapV3(anvil.rpcUrl, { weth: uniswap.weth, factoryV2: uniswap.factory })
 */
export async function deployUniswapV3(
  rpcUrl: string,
  options: { weth: Address; factoryV2?: Address },
): Promise<UniswapV3Devnet> {
  const from = UNISWAP_V3_DEPLOYER
  if (BigInt(String(await rpcRequest(rpcUrl, 'eth_getTransactionCount', [from, 'pending']))) > 0n)
    throw new Error(
      `Uniswap V3 cannot land at its usual addresses on ${rpcUrl}: not a fresh devnet?`,
    )
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, `0x${toBaseUnits('1000', 18).toString(16)}`])
  const { factory, positionManager } = defaultUniswapV3
  const deploy = (file: string, args: Address[], name: string) => ({
    data: encodeStaticCall(publishedBytecode(file), args),
    gas: DEPLOY_GAS,
    what: `deploying ${name}`,
  })
  const periphery = '@uniswap/v3-periphery/artifacts/contracts'
  const receipts = await sendTransactions(rpcUrl, from, [
    deploy(
      '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
      [],
      'UniswapV3Factory',
    ),
    // No token descriptor: it only draws the positions' NFTs.
    deploy(
      `${periphery}/NonfungiblePositionManager.sol/NonfungiblePositionManager.json`,
      [factory, options.weth, NO_ADDRESS],
      'NonfungiblePositionManager',
    ),
    deploy(`${periphery}/SwapRouter.sol/SwapRouter.json`, [factory, options.weth], 'SwapRouter'),
    deploy(`${periphery}/lens/QuoterV2.sol/QuoterV2.json`, [factory, options.weth], 'QuoterV2'),
    deploy(
      '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
      [options.factoryV2 ?? NO_ADDRESS, factory, positionManager, options.weth],
      'SwapRouter02',
    ),
    // The factory is deployed with 0.05, 0.3 and 1 %; mainnet's governance added 0.01 % later.
    {
      to: factory,
      data: encodeStaticCall(STATIC_SELECTORS['enableFeeAmount(uint24,int24)'], [100n, 1n]),
      gas: 100_000n,
      what: 'enabling the 0.01 % fee tier',
    },
  ])
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  const landed = receipts.slice(0, 5).map((receipt) => receipt.contractAddress?.toLowerCase())
  const expected = Object.values(defaultUniswapV3).map((address) => address.toLowerCase())
  if (landed.some((address, index) => address !== expected[index]))
    throw new Error(`Uniswap V3 landed away from its usual addresses on ${rpcUrl}`)
  return defaultUniswapV3
}
