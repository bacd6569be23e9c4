import type { StackChain, StackInfo } from '@portico/scripts'
import { beforeAll } from 'vitest'
import { fundFreshWallet } from './fundFreshWallet'
import { waitForIndexed } from './waitForIndexed'

/**
 * A wallet of the calling test file's own, made before its tests: `fundFreshWallet` on `chain`
 * with `amounts`, then waited for until the gateway indexed both transfers, so that its
 * balance, Tokens and Activity hold these and nothing else. Returns a getter.
 * @example
 * const funded = useIndexedWallet(stack, devnetA, { ether: '1.5', tokens: '1234.5678' })
 * it('…', async () => { await openDemo(browser(), { wallet: { privateKey: funded().privateKey } }) })
 */
export function useIndexedWallet(
  stack: StackInfo,
  chain: StackChain,
  amounts: { ether: string; tokens: string },
): () => Awaited<ReturnType<typeof fundFreshWallet>> {
  let funded: Awaited<ReturnType<typeof fundFreshWallet>> | undefined
  beforeAll(async () => {
    const gatewayUrl = stack.urls.gateway
    if (!gatewayUrl) throw new Error('the e2e stack runs without the gateway')
    funded = await fundFreshWallet(chain, amounts)
    await waitForIndexed(gatewayUrl, stack.projectId, funded.address, `eip155:${chain.chainId}`, 2)
  })
  return () => {
    if (!funded) throw new Error('useIndexedWallet(): the wallet is only there inside tests')
    return funded
  }
}
