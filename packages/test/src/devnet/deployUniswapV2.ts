import type { Address, Hex } from 'viem'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'
import { toBaseUnits } from './encodeTokenConstructorArgs'
import { publishedBytecode } from './publishedBytecode'
import { rpcRequest } from './rpcRequest'
import type { DeployedTestTokens } from './testTokens'
import {
  defaultUniswapV2,
  UNISWAP_DEPLOYER,
  UNISWAP_POOLS,
  type UniswapV2Devnet,
} from './uniswapV2'
import { waitForReceipt } from './waitForReceipt'

const MAX_UINT256 = 2n ** 256n - 1n
/** Far enough ahead that a devnet's clock never reaches it. */
const DEADLINE = 2n ** 40n

/**
 * Deploys Uniswap V2 from its published build (WETH9, UniswapV2Factory, UniswapV2Router02 —
 * the router's hard-coded pair init code hash matches the published pair bytecode the factory
 * carries) as {@link UNISWAP_DEPLOYER}, and seeds the {@link UNISWAP_POOLS} with freshly minted
 * test tokens. On a fresh devnet the contracts land at {@link defaultUniswapV2}; elsewhere it
 * throws. Plain JSON-RPC on anvil, so the dev stack loads no client library for it.
 * @example
 * const tokens = await deployTestTokens(anvil.rpcUrl)
 * const { router } = await deployUniswapV2(anvil.rpcUrl, tokens)
 */
export async function deployUniswapV2(
  rpcUrl: string,
  tokens: DeployedTestTokens,
): Promise<UniswapV2Devnet> {
  const from = UNISWAP_DEPLOYER
  const { router } = defaultUniswapV2
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  // Enough ether for the pools and the gas, whatever the devnet's defaults.
  await rpcRequest(rpcUrl, 'anvil_setBalance', [
    from,
    `0x${toBaseUnits('1000000', 18).toString(16)}`,
  ])
  const send = async (tx: { to?: Address; data: Hex; value?: bigint }) => {
    const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
      {
        from,
        ...(tx.to && { to: tx.to }),
        data: tx.data,
        ...(tx.value !== undefined && { value: `0x${tx.value.toString(16)}` }),
      },
    ])
    const receipt = await waitForReceipt(rpcUrl, String(hash))
    if (receipt.status !== '0x1')
      throw new Error(`Uniswap V2 set-up failed on ${rpcUrl} (tx ${hash})`)
    return receipt.contractAddress?.toLowerCase()
  }

  const deployed = [
    await send({ data: publishedBytecode('@uniswap/v2-periphery/build/WETH9.json') }),
    await send({
      data: encodeStaticCall(publishedBytecode('@uniswap/v2-core/build/UniswapV2Factory.json'), [
        from,
      ]),
    }),
    await send({
      data: encodeStaticCall(
        publishedBytecode('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
        [defaultUniswapV2.factory, defaultUniswapV2.weth],
      ),
    }),
  ]
  const expected = [defaultUniswapV2.weth, defaultUniswapV2.factory, router]
  if (deployed.some((address, index) => address !== expected[index]?.toLowerCase())) {
    throw new Error(
      `Uniswap V2 landed away from its usual addresses on ${rpcUrl}: not a fresh devnet?`,
    )
  }

  for (const key of ['erc20', 'tetherStyle'] as const) {
    const token = tokens[key]
    const needed = UNISWAP_POOLS.reduce(
      (sum, pool) =>
        sum +
        pool.tokens.reduce(
          (inPool, side, index) =>
            side === key
              ? inPool + toBaseUnits(pool.amounts[index] ?? '0', token.decimals)
              : inPool,
          0n,
        ),
      0n,
    )
    await send({
      to: token.address,
      data: encodeStaticCall(STATIC_SELECTORS['mint(address,uint256)'], [from, needed]),
    })
    await send({
      to: token.address,
      data: encodeStaticCall(STATIC_SELECTORS['approve(address,uint256)'], [router, MAX_UINT256]),
    })
  }

  for (const pool of UNISWAP_POOLS) {
    const [first, second] = pool.tokens
    const [firstAmount, secondAmount] = pool.amounts
    if (first === 'native') {
      const token = tokens[second]
      const amount = toBaseUnits(secondAmount, token.decimals)
      await send({
        to: router,
        value: toBaseUnits(firstAmount, 18),
        data: encodeStaticCall(
          STATIC_SELECTORS['addLiquidityETH(address,uint256,uint256,uint256,address,uint256)'],
          [token.address, amount, amount, 0n, from, DEADLINE],
        ),
      })
    } else {
      const [a, b] = [tokens[first], tokens[second]]
      const amountA = toBaseUnits(firstAmount, a.decimals)
      const amountB = toBaseUnits(secondAmount, b.decimals)
      await send({
        to: router,
        data: encodeStaticCall(
          STATIC_SELECTORS[
            'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)'
          ],
          [a.address, b.address, amountA, amountB, amountA, amountB, from, DEADLINE],
        ),
      })
    }
  }
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  return defaultUniswapV2
}
