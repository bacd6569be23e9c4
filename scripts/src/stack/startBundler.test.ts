import {
  defaultAccountAbstraction,
  defaultTokenPaymaster,
  defaultVerifyingPaymaster,
  eip7702Devnet,
  getFreePort,
  rpcRequest,
} from '@portico/test/devnet'
import { encodeFunctionData, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack } from './startStack'

// The devnets with their bundlers, nothing else: what `npm start` adds for smart accounts.
describe('startStack (bundlers)', () => {
  let stack: Stack
  const logs: string[] = []

  beforeAll(async () => {
    const ports = {
      devnetA: await getFreePort(),
      devnetB: await getFreePort(),
      bundlerA: await getFreePort(),
      bundlerB: await getFreePort(),
    }
    stack = await startStack({
      ports,
      apps: false,
      gateway: false,
      relay: false,
      walletFrame: false,
      bundlers: true,
      log: (service, line) => logs.push(`[${service}] ${line}`),
    })
  }, 90_000)
  afterAll(() => stack?.stop())

  it('runs one alto bundler per devnet, serving that devnet’s EntryPoints v0.7 and v0.8', async () => {
    const urls = stack.chains.map((chain) => chain.bundlerUrl)
    expect(urls).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), expect.any(String)])
    expect(new Set(urls).size).toBe(2)
    for (const chain of stack.chains) {
      const url = chain.bundlerUrl ?? ''
      expect(Number(await rpcRequest(url, 'eth_chainId'))).toBe(chain.chainId)
      expect(await rpcRequest(url, 'eth_supportedEntryPoints')).toEqual([
        defaultAccountAbstraction.entryPoint,
        eip7702Devnet.entryPoint,
      ])
      // The implementation a 7702 account delegates to.
      expect(
        await rpcRequest(chain.rpcUrl, 'eth_getCode', [eip7702Devnet.implementation, 'latest']),
      ).toMatch(/^0x[0-9a-f]{100,}$/)
      const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [
        defaultAccountAbstraction.simpleAccountFactory,
        'latest',
      ])
      expect(code).toMatch(/^0x[0-9a-f]{100,}$/)
      // The gateway's paymasters, v0.7's, EIP-7702 accounts' (v0.8) and the token paymaster (v0.7),
      // each with its EntryPoint deposit ready to pay for sponsored or token-paid operations.
      for (const [entryPoint, paymaster] of [
        [defaultAccountAbstraction.entryPoint, defaultVerifyingPaymaster],
        [eip7702Devnet.entryPoint, eip7702Devnet.paymaster],
        [defaultAccountAbstraction.entryPoint, defaultTokenPaymaster],
      ] as const) {
        const deposit = await rpcRequest(chain.rpcUrl, 'eth_call', [
          {
            to: entryPoint,
            data: encodeFunctionData({
              abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
              args: [paymaster],
            }),
          },
          'latest',
        ])
        expect(BigInt(String(deposit))).toBe(parseEther('100'))
      }
    }
    expect(logs.some((line) => line.startsWith('[stack] bundler 31338 answering after'))).toBe(true)
  })

  it('stops the bundlers with the stack', async () => {
    const urls = stack.chains.map((chain) => chain.bundlerUrl ?? '')
    await stack.stop()
    for (const url of urls) await expect(rpcRequest(url, 'eth_chainId')).rejects.toThrow()
  })
})
