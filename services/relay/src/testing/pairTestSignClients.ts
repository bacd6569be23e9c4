import type { initTestSignClient } from './initTestSignClient'

type Client = Awaited<ReturnType<typeof initTestSignClient>>

/**
 * Pairs two sign clients (the real SDK) for `personal_sign` on `chain`: `wallet` approves the
 * proposal for `account` and answers each request with `signed:<message>`; `sign` asks it from
 * `dapp`. `requests` lists the ids the wallet answered, in order.
 * @example
 * const { session, sign } = await pairTestSignClients({ dapp, wallet, chain: 'eip155:31337', account })
 * expect(await sign('0x01')).toBe('signed:0x01')
 */
export async function pairTestSignClients(args: {
  dapp: Client
  wallet: Client
  chain: string
  account: string
  /** The events the wallet's session names (`chainChanged` by default). */
  events?: readonly string[]
}) {
  const { dapp, wallet, chain, account } = args
  const requests: number[] = []
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [chain],
          accounts: [`${chain}:${account}`],
          methods: ['personal_sign'],
          events: [...(args.events ?? ['chainChanged'])],
        },
      },
    })
  })
  wallet.on('session_request', ({ id, topic, params }) => {
    requests.push(id)
    const [message] = params.request.params as [string, string]
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed:${message}` } })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [chain], methods: ['personal_sign'], events: ['chainChanged'] },
    },
  })
  await wallet.pair({ uri: uri ?? '' })
  const session = await approval()
  const sign = (text: string) =>
    dapp.request<string>({
      topic: session.topic,
      chainId: chain,
      request: { method: 'personal_sign', params: [text, account] },
    })
  return { uri, session, sign, requests }
}
