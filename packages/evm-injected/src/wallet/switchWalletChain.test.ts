import { SwitchChainError, UserRejectedRequestError } from '@portico/common'
import { WalletRpcError } from '@portico/test/wallet/WalletRpcError'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { switchWalletChain, type WalletChain } from './switchWalletChain'

const base: WalletChain = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { url: 'https://basescan.org' } },
}

/** A wallet on chain 1 that knows the chains in `known` and answers with `fail` when asked. */
function wallet(options: { known?: string[]; fail?: Record<string, unknown> } = {}) {
  const known = new Set(options.known ?? ['0x1'])
  const calls: { method: string; params?: unknown }[] = []
  let chainId = '0x1'
  const provider: Eip1193Provider = {
    async request(args) {
      calls.push(args)
      const failure = options.fail?.[args.method]
      if (failure !== undefined) throw failure
      const [first] = (args.params ?? []) as { chainId: string }[]
      if (args.method === 'wallet_addEthereumChain' && first) known.add(first.chainId)
      if (args.method === 'wallet_switchEthereumChain' && first) {
        if (!known.has(first.chainId)) throw new WalletRpcError(4902, 'Unrecognized chain')
        chainId = first.chainId
      }
      return args.method === 'eth_chainId' ? chainId : null
    },
  }
  return { provider, calls }
}

describe('switchWalletChain', () => {
  it('switches a wallet that knows the chain', async () => {
    const { provider, calls } = wallet({ known: ['0x1', '0x2105'] })
    await switchWalletChain(provider, base)
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'eth_chainId'])
    expect(calls[0]?.params).toEqual([{ chainId: '0x2105' }])
  })

  it('adds an unknown chain, with its explorer, and switches again', async () => {
    const { provider, calls } = wallet()
    await switchWalletChain(provider, base)
    expect(calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ])
    expect(calls[1]?.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: base.nativeCurrency,
        rpcUrls: ['https://mainnet.base.org'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ])
  })

  it('turns a rejection into UserRejectedRequestError without adding the chain', async () => {
    const { provider, calls } = wallet({
      fail: { wallet_switchEthereumChain: new WalletRpcError(4001, 'User rejected') },
    })
    await expect(switchWalletChain(provider, base)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
  })

  it('fails with SwitchChainError when the wallet stays on its chain', async () => {
    const stubborn: Eip1193Provider = {
      request: async (args) => (args.method === 'eth_chainId' ? '0x1' : null),
    }
    const error = await switchWalletChain(stubborn, base).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).details).toBe('The wallet stayed on chain 1.')
  })

  it("maps a failed check of the wallet's chain to the spec's errors", async () => {
    const { provider } = wallet({
      known: ['0x1', '0x2105'],
      fail: { eth_chainId: new WalletRpcError(-32603, 'Internal error') },
    })
    const error = await switchWalletChain(provider, base).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).code).toBe(32603)
  })
})
