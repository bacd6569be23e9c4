import { type Chain, createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { devnetChain } from './devnetChain'
import { type Anvil, startAnvil } from './startAnvil'

/**
 * A fresh anvil (chain 31337) for the tests of one file or describe block: started before them,
 * `prepare`d (the contracts a test deploys), stopped after them. The functions read it inside a
 * test: its RPC URL, a viem chain for it and a public client on it.
 * @example
 * const { rpcUrl, client } = useDevnet((url) => deployIdRegistry(url))
 * it('registers', async () => { await registerFid(rpcUrl(), owner) })
 */
export function useDevnet(prepare: (rpcUrl: string) => Promise<unknown> = async () => undefined): {
  rpcUrl: () => string
  chain: () => Chain
  client: () => PublicClient
} {
  let anvil: Anvil | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await prepare(anvil.rpcUrl)
  }, 60_000)
  afterAll(() => anvil?.stop())
  const rpcUrl = () => {
    if (!anvil) throw new Error('the devnet starts in beforeAll')
    return anvil.rpcUrl
  }
  const chain = () => devnetChain(31337, rpcUrl())
  return { rpcUrl, chain, client: () => createPublicClient({ chain: chain(), transport: http() }) }
}
