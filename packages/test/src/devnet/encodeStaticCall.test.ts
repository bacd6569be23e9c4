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
})
