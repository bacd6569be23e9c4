import { createMemoryStorage } from '@portico/relay/testing'
import { anvilAccounts, devnetChain } from '@portico/test'
import { SignClient } from '@walletconnect/sign-client'
import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { disableVerify } from '../provider/disableVerify'

type Client = Awaited<ReturnType<typeof SignClient.init>>
type Request = { id: number; topic: string; method: string; params: unknown; chainId: string }

/**
 * A WalletConnect wallet for tests: a real sign-client on the relay that approves proposals for
 * the chains it has an RPC for, signs with a viem local account and sends transactions to the
 * requested chain's devnet. `rejectNext()` declines the next proposal or request (code 5000).
 * @example
 * const wallet = await startTestWallet({ relayUrl, rpcUrls: { 31337: anvil.rpcUrl } })
 * await wallet.pair(uri)
 */
export async function startTestWallet(options: {
  relayUrl: string
  rpcUrls: Record<number, string>
  privateKey?: Hex
}) {
  const account = privateKeyToAccount(options.privateKey ?? anvilAccounts[0]!.privateKey)
  const client: Client = await SignClient.init({
    projectId: 'portico-test-wallet',
    relayUrl: options.relayUrl,
    customStoragePrefix: `test-wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Test Wallet',
      description: 'Wallet under test',
      url: 'http://127.0.0.1:5174',
      icons: [],
    },
  })
  disableVerify(client.core)
  const requests: Request[] = []
  let rejectNext = false
  const takeRejection = () => {
    const reject = rejectNext
    rejectNext = false
    return reject
  }
  const known = (chain: string) => options.rpcUrls[Number(chain.split(':')[1])] !== undefined

  client.on('session_proposal', async ({ id, params }) => {
    if (takeRejection()) {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const requested = params.optionalNamespaces.eip155 ?? params.requiredNamespaces.eip155
    const chains = (requested?.chains ?? []).filter(known)
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: requested?.methods ?? [],
          events: requested?.events ?? [],
        },
      },
    })
  })

  const answer = async ({ method, params, chainId }: Request): Promise<unknown> => {
    const list = params as unknown[]
    if (method === 'personal_sign') return account.signMessage({ message: { raw: list[0] as Hex } })
    if (method === 'eth_sendTransaction') {
      const tx = list[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
      const id = Number(chainId.split(':')[1])
      const wallet = createWalletClient({
        account,
        chain: devnetChain(id, options.rpcUrls[id] ?? ''),
        transport: http(options.rpcUrls[id]),
      })
      return wallet.sendTransaction({
        to: tx.to,
        value: BigInt(tx.value ?? '0x0'),
        ...(tx.data && { data: tx.data }),
        ...(tx.gas && { gas: BigInt(tx.gas) }),
      })
    }
    throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const request = {
      id,
      topic,
      method: params.request.method,
      params: params.request.params,
      chainId: params.chainId,
    }
    requests.push(request)
    if (takeRejection()) {
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      })
      return
    }
    try {
      const result = await answer(request)
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const code = (error as { code?: number }).code ?? -32603
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message: String(error) } },
      })
    }
  })

  const topic = () => {
    const latest = client.session.keys.at(-1)
    if (!latest) throw new Error('The test wallet has no session')
    return latest
  }

  return {
    client,
    address: account.address,
    requests,
    /** Pair with a dapp's uri; the proposal is approved (or rejected after `rejectNext`). */
    pair: (uri: string) => client.pair({ uri }),
    rejectNext() {
      rejectNext = true
    },
    /** Emit chainChanged for `chainId` on the newest session. */
    switchChain: (chainId: number) =>
      client.emit({
        topic: topic(),
        event: { name: 'chainChanged', data: chainId },
        chainId: `eip155:${chainId}`,
      }),
    /** End the newest session from the wallet's side. */
    disconnect: () =>
      client.disconnect({ topic: topic(), reason: { code: 6000, message: 'User disconnected.' } }),
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/**
 * The wallet made by {@link startTestWallet}.
 * @example
 * let wallet: TestWallet
 */
export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>
