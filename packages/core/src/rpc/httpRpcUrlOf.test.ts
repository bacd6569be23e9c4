import { DEVNET_CHAINS, NoRpcUrlError } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { httpRpcUrlOf } from './httpRpcUrlOf'
import { requestNetworkRpc } from './requestNetworkRpc'

const withUrls = (http: string[]) => ({ ...DEVNET_CHAINS.devnetA, rpcUrls: { default: { http } } })

describe('HTTP(S) provider URLs only (spec §5)', () => {
  it('takes the first HTTP(S) URL of a network, skipping a WebSocket one', () => {
    expect(httpRpcUrlOf(withUrls(['ws://127.0.0.1:8545', 'http://127.0.0.1:8545']))).toBe(
      'http://127.0.0.1:8545',
    )
    expect(httpRpcUrlOf(withUrls(['wss://rpc.example.com']))).toBeUndefined()
  })

  it('reads through the HTTP(S) URL, and says there is no RPC url without one', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      Response.json({ jsonrpc: '2.0', id: 1, result: '0x1' }),
    )
    await expect(
      requestNetworkRpc(
        withUrls(['ws://127.0.0.1:8545', 'http://127.0.0.1:8545']),
        'eth_chainId',
        [],
        fetchFn,
      ),
    ).resolves.toBe('0x1')
    expect(fetchFn.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8545')
    await expect(
      requestNetworkRpc(withUrls(['ws://127.0.0.1:8545']), 'eth_chainId', [], fetchFn),
    ).rejects.toBeInstanceOf(NoRpcUrlError)
    expect(fetchFn).toHaveBeenCalledOnce()
  })
})
