import { execFileSync } from 'node:child_process'
import {
  anvilAccounts,
  getFreePort,
  rpcRequest,
  uniswapV2AmountOut,
  uniswapV3AmountOut,
} from '@portico/test/devnet'
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack } from './startStack'

/** The devnets alone (no services, no web apps), on free ports unless `devnetA` is given. */
async function startDevnetsOnly(
  options: { devnetA?: number; log?: (service: string, line: string) => void } = {},
): Promise<Stack> {
  return startStack({
    ports: { devnetA: options.devnetA ?? (await getFreePort()), devnetB: await getFreePort() },
    apps: false,
    gateway: false,
    relay: false,
    walletFrame: false,
    log: options.log ?? (() => {}),
  })
}

// Devnets only (no services, no web apps): what every other part of the stack builds on.
describe('startStack (devnets)', () => {
  let stack: Stack
  const logs: string[] = []

  beforeAll(async () => {
    stack = await startDevnetsOnly({ log: (service, line) => logs.push(`[${service}] ${line}`) })
  }, 60_000)
  afterAll(() => stack?.stop())

  it('runs chains 31337 and 31338 with the test tokens where it says', async () => {
    expect(stack.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    expect(stack.urls).toEqual({})
    for (const chain of stack.chains) {
      expect(Number(await rpcRequest(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const token of Object.values(chain.tokens)) {
        const balance = await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [anvilAccounts[9]!.address],
        })
        expect(balance).toBe(parseUnits('1000000', token.decimals))
      }
    }
    expect(logs).toContain(
      '[stack] test tokens deployed on 31338 after ' +
        logs.find((l) => l.includes('deployed on 31338'))?.split('after ')[1],
    )
  })

  it('seeds Uniswap V3 where it says, beside V2: its WETH/tUSDT pool pays more than the V2 pair', async () => {
    for (const chain of stack.chains) {
      const { weth, router } = chain.uniswap
      const usdt = chain.tokens.tetherStyle.address
      const amountIn = parseUnits('1', 18)
      const v3 = await uniswapV3AmountOut(chain.rpcUrl, chain.uniswapV3.quoterV2, {
        tokenIn: weth,
        tokenOut: usdt,
        fee: 500,
        amountIn,
      })
      expect(v3).toBeGreaterThan(
        await uniswapV2AmountOut(chain.rpcUrl, router, amountIn, [weth, usdt]),
      )
      expect(
        await rpcRequest(chain.rpcUrl, 'eth_getCode', [chain.uniswapV3.swapRouter02, 'latest']),
      ).not.toBe('0x')
    }
    expect(
      logs.filter((line) => line.startsWith('[stack] Uniswap V3 pools seeded on')),
    ).toHaveLength(2)
  })

  it('moves USDT-style tokens with their return-less transfer', async () => {
    const [chain] = stack.chains
    const from = anvilAccounts[5]!
    const to = anvilAccounts[6]!.address
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      transport: http(chain!.rpcUrl),
    })
    const client = createPublicClient({ transport: http(chain!.rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: chain!.tokens.tetherStyle.address,
      abi: parseAbi(['function transfer(address to, uint256 value)']),
      functionName: 'transfer',
      args: [to, 1_500_000n],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const balance = await client.readContract({
      address: chain!.tokens.tetherStyle.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(balance).toBe(parseUnits('1000001.5', 6))
  })

  it('refuses to start on ports that are taken, naming them', async () => {
    const [chain] = stack.chains
    const port = Number(new URL(chain!.rpcUrl).port)
    await expect(startDevnetsOnly({ devnetA: port })).rejects.toThrow(
      `ports already in use: ${port} (devnet 31337)`,
    )
  })
})

describe('startStack (lifecycle)', () => {
  it('stops everything when one process dies, and says which', async () => {
    const stack = await startDevnetsOnly()
    const [a, b] = stack.chains
    // Kill devnet A from outside, as a crash would.
    const pid = Number(
      execFileSync('pgrep', ['-f', `anvil .*port ${new URL(a!.rpcUrl).port} `])
        .toString()
        .trim()
        .split('\n')[0],
    )
    process.kill(pid, 'SIGKILL')
    const stopped = await stack.stopped
    expect(stopped).toMatchObject({ reason: 'crash', service: 'devnet 31337' })
    await expect(rpcRequest(b!.rpcUrl, 'eth_chainId')).rejects.toThrow()
  }, 60_000)

  it('stop() ends every process and resolves stopped', async () => {
    const stack = await startDevnetsOnly()
    await stack.stop()
    expect(await stack.stopped).toEqual({ reason: 'stopped' })
    for (const chain of stack.chains)
      await expect(rpcRequest(chain.rpcUrl, 'eth_chainId')).rejects.toThrow()
  }, 60_000)
})
