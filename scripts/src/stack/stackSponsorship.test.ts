import {
  createPorticoAccountClient,
  defaultAccountAbstraction,
  defaultTokenPaymaster,
  rpcRequest,
} from '@portico/test/devnet'
import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useTestStack } from '../testing/useTestStack'

// The stack's gateway and the devnets' paymasters: the demo project pays for what a new
// embedded-wallet account does on the demo, and nothing else.
describe('the dev stack sponsors the demo’s user operations', () => {
  const stack = useTestStack({
    ports: ['devnetA', 'devnetB', 'bundlerA', 'bundlerB', 'gateway'],
    parts: ['bundlers'],
  })

  it('lands a new account’s approval of PTT with no ETH, and refuses a call the policy leaves out', async () => {
    const [devnetA] = stack().chains
    if (!devnetA) throw new Error('devnet A expected')
    const { account, client, smart } = await createPorticoAccountClient({
      rpcUrl: devnetA.rpcUrl,
      chainId: devnetA.chainId,
      bundlerUrl: `${stack().urls.gateway}/v1/bundler?projectId=${stack().projectId}&chainId=eip155:${devnetA.chainId}&bundler=pimlico`,
      owner: privateKeyToAccount(generatePrivateKey()),
      sponsored: true,
    })
    const ptt = devnetA.tokens.erc20.address
    const router = devnetA.uniswapV3.swapRouter02
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, 10n ** 18n],
    })
    const hash = await smart.sendUserOperation({ calls: [{ to: ptt, data: approve }] })
    expect((await smart.waitForUserOperationReceipt({ hash })).success).toBe(true)
    expect(
      await client.readContract({
        address: ptt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, router],
      }),
    ).toBe(10n ** 18n)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    // Minting test tokens is not something the demo pays for.
    const mint = encodeFunctionData({
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      args: [account.address, 1n],
    })
    await expect(smart.sendUserOperation({ calls: [{ to: ptt, data: mint }] })).rejects.toThrow(
      /This site does not pay the network fee for this action/,
    )
  }, 60_000)

  it('quotes a network fee in tUSDT and in PTT from the stack’s own prices', async () => {
    const [devnetA] = stack().chains
    if (!devnetA) throw new Error('devnet A expected')
    const route = `${stack().urls.gateway}/v1/bundler?projectId=${stack().projectId}&chainId=eip155:${devnetA.chainId}&bundler=pimlico`
    const sender = privateKeyToAccount(generatePrivateKey()).address
    const operation = { sender, nonce: '0x0', callData: '0x', signature: '0x' }
    for (const [symbol, token] of [
      ['tUSDT', devnetA.tokens.tetherStyle],
      ['PTT', devnetA.tokens.erc20],
    ] as const) {
      const stub = (await rpcRequest(route, 'pm_getPaymasterStubData', [
        operation,
        defaultAccountAbstraction.entryPoint,
        `0x${devnetA.chainId.toString(16)}`,
        { token: token.address },
      ])) as { paymaster: string; tokenQuote: { symbol: string; tokensPerEther: string } }
      expect(stub.paymaster).toBe(defaultTokenPaymaster)
      expect(stub.tokenQuote.symbol).toBe(symbol)
      expect(BigInt(stub.tokenQuote.tokensPerEther)).toBeGreaterThan(0n)
    }
  }, 60_000)
})
