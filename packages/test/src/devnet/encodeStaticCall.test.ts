import { encodeFunctionData, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'

describe('encodeStaticCall', () => {
  it('has the selector of every signature it lists', () => {
    for (const [signature, selector] of Object.entries(STATIC_SELECTORS))
      expect(toFunctionSelector(`function ${signature}`)).toBe(selector)
  })

  it('encodes like viem', () => {
    const abi = parseAbi([
      'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
    ])
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const to = '0x000000000000000000000000000000000000de11'
    const args = [token, 10n ** 24n, 1n, 0n, to, 2n ** 40n] as const
    expect(
      encodeStaticCall(
        STATIC_SELECTORS['addLiquidityETH(address,uint256,uint256,uint256,address,uint256)'],
        args,
      ),
    ).toBe(encodeFunctionData({ abi, functionName: 'addLiquidityETH', args }))
  })

  it("encodes negative ticks in two's complement and a tuple of static words in order, like viem", () => {
    const abi = parseAbi([
      'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params)',
    ])
    const token0 = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const token1 = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    const recipient = '0x000000000000000000000000000000000000de03'
    const params = {
      token0,
      token1,
      fee: 500,
      tickLower: -887_270,
      tickUpper: 887_270,
      amount0Desired: 10n ** 18n,
      amount1Desired: 3_000n * 10n ** 6n,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient,
      deadline: 2n ** 40n,
    } as const
    expect(
      encodeStaticCall(
        STATIC_SELECTORS[
          'mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))'
        ],
        Object.values(params).map((value) => (typeof value === 'number' ? BigInt(value) : value)),
      ),
    ).toBe(encodeFunctionData({ abi, functionName: 'mint', args: [params] }))
  })
})
