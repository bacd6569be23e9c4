import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'

describe('the stack runs the local Solana chain', () => {
  const stack = inject('stack')

  it('answers JSON-RPC with the seeded test accounts, and subscriptions over WebSocket', async () => {
    const url = stack.urls.solanaRpc ?? ''
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await rpcRequest(url, 'getHealth')).toBe('ok')
    // Test account 0 (services/solana-rpc/README.md): 1,000 SOL and 1,000,000 PTT.
    const owner = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
    expect(await rpcRequest(url, 'getBalance', [owner])).toMatchObject({ value: 1_000_000_000_000 })
    const tokens = (await rpcRequest(url, 'getTokenAccountsByOwner', [
      owner,
      { mint: '2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH' },
      { encoding: 'jsonParsed' },
    ])) as {
      value: {
        account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } }
      }[]
    }
    expect(tokens.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1000000')

    const socket = new WebSocket(stack.urls.solanaWs ?? '')
    const reply = await new Promise<unknown>((resolve, reject) => {
      socket.once('error', reject)
      socket.once('open', () =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotSubscribe' })),
      )
      socket.once('message', (data) => resolve(JSON.parse(data.toString())))
    })
    socket.close()
    expect(reply).toMatchObject({ id: 3, result: expect.any(Number) })
  })

  it("has the gateway's balance API answer SOL and PTT on the local chain", async () => {
    const owner = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
    const url = new URL(`/v1/account/${owner}/balance`, stack.urls.gateway)
    url.searchParams.set('projectId', stack.projectId)
    url.searchParams.set('chainId', 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf')
    const response = await fetch(url)
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as {
      balances: { symbol: string; quantity: { numeric: string } }[]
    }
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['SOL', '1000'],
      ['PTT', '1000000'],
    ])
  })
})
