import { describe, expect, it } from 'vitest'
import { chainConfigSchema } from './gatewayConfigSchema'

const token = (address: string, symbol: string) => ({ address, name: symbol, symbol, decimals: 6 })
const USDT = `0x${'1'.repeat(40)}`
const chain = {
  chainId: 31337,
  name: 'Anvil',
  rpcUrl: 'http://127.0.0.1:8545',
  tokens: [token(USDT, 'tUSDT')],
}
const convert = {
  router: `0x${'2'.repeat(40)}`,
  factory: `0x${'3'.repeat(40)}`,
  weth: `0x${'4'.repeat(40)}`,
  stablecoin: USDT,
}

describe('chainConfigSchema convert', () => {
  it('takes a router set-up whose stablecoin is one of the chain tokens (any case)', () => {
    const parsed = chainConfigSchema.parse({
      ...chain,
      convert: { ...convert, stablecoin: USDT.toUpperCase().replace('0X', '0x') },
    })
    expect(parsed.convert?.router).toBe(convert.router)
    expect(chainConfigSchema.parse(chain).convert).toBeUndefined()
  })

  it('names the router Uniswap unless told otherwise, for the history to show people', () => {
    expect(chainConfigSchema.parse({ ...chain, convert }).convert?.routerName).toBe('Uniswap')
    const named = { ...convert, routerName: 'SushiSwap' }
    expect(chainConfigSchema.parse({ ...chain, convert: named }).convert?.routerName).toBe(
      'SushiSwap',
    )
    expect(
      chainConfigSchema.safeParse({ ...chain, convert: { ...convert, routerName: '' } }).success,
    ).toBe(false)
  })

  it('refuses a stablecoin the chain does not list, and malformed addresses', () => {
    const other = chainConfigSchema.safeParse({
      ...chain,
      convert: { ...convert, stablecoin: `0x${'5'.repeat(40)}` },
    })
    expect(other.success).toBe(false)
    expect(other.error?.issues[0]?.path).toEqual(['convert', 'stablecoin'])
    // Listed among the swappable tokens is enough.
    expect(
      chainConfigSchema.safeParse({
        ...chain,
        convert: {
          ...convert,
          stablecoin: `0x${'5'.repeat(40)}`,
          tokens: [token(`0x${'5'.repeat(40)}`, 'USD')],
        },
      }).success,
    ).toBe(true)
    expect(
      chainConfigSchema.safeParse({ ...chain, convert: { ...convert, router: '0x12' } }).success,
    ).toBe(false)
  })
})

describe('chainConfigSchema uniswapV3 swaps', () => {
  const v3 = {
    factory: `0x${'6'.repeat(40)}`,
    weth: convert.weth,
    stablecoin: USDT,
    quoterV2: `0x${'7'.repeat(40)}`,
    swapRouter02: `0x${'8'.repeat(40)}`,
  }
  const issue = (input: object) => chainConfigSchema.safeParse({ ...chain, ...input }).error?.issues

  it('takes QuoterV2 and SwapRouter02 beside the V2 set-up, sharing its WETH', () => {
    const parsed = chainConfigSchema.parse({ ...chain, convert, uniswapV3: v3 })
    expect(parsed.uniswapV3?.swapRouter02).toBe(v3.swapRouter02)
    expect(parsed.uniswapV3?.quoterV2).toBe(v3.quoterV2)
  })

  it('refuses one without the other, without convert, or with another WETH', () => {
    const { quoterV2: _q, ...noQuoter } = v3
    expect(issue({ convert, uniswapV3: noQuoter })?.[0]?.path).toEqual(['uniswapV3', 'quoterV2'])
    expect(issue({ uniswapV3: v3 })?.[0]?.path).toEqual(['uniswapV3', 'swapRouter02'])
    const otherWeth = { ...v3, weth: `0x${'9'.repeat(40)}` }
    expect(issue({ convert, uniswapV3: otherWeth })?.[0]?.path).toEqual(['uniswapV3', 'weth'])
    expect(issue({ convert, uniswapV3: { ...v3, quoterV2: '0x12' } })).toBeDefined()
  })
})
