import { KNOWN_CHAINS } from '@portico/common'
import { afterEach } from 'vitest'
import type { FetchLike } from '../../api/ApiTransport'
import type { FakeAdapter } from '../../testing/createFakeAdapter'
import { createTestPortico } from '../../testing/createTestPortico'
import { createPayClient } from '../createPayClient'
import type { PaymentAsset, PaymentResult } from '../PaymentAsset'
import { baseETH } from '../payAssets'
import { createPayGateway } from './createPayGateway'

/** Addresses the pay client tests pay to and from. */
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOL_RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const SOL_PAYER = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'

/** SOL on the Solana network the tests list. */
export const solanaNative: PaymentAsset = {
  network: KNOWN_CHAINS.solana.caipNetworkId,
  asset: 'native',
  metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}

/**
 * A node answering `balanceOf` and the SPL token accounts with the balances given, and what it
 * was asked.
 * @example
 * const rpc = rpcNode({ erc20: 10n })
 * const { client } = setup({ rpc: rpc.fetch })
 */
export const rpcNode = (balances: { erc20?: bigint; spl?: bigint }) => {
  const asked: Array<{ method: string; params: unknown }> = []
  const fetch: FetchLike = async (_url, init) => {
    const { method, params } = JSON.parse(String(init.body))
    asked.push({ method, params })
    const result =
      method === 'eth_call'
        ? `0x${(balances.erc20 ?? 0n).toString(16).padStart(64, '0')}`
        : {
            value: [
              {
                account: {
                  data: {
                    parsed: { info: { tokenAmount: { amount: String(balances.spl ?? 0n) } } },
                  },
                },
              },
            ],
          }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
  }
  return { fetch, asked }
}

/**
 * Pay clients over a test Portico and a fake gateway, each cancelled after its test: test files
 * share a worker's module graph and timers, so no payment may keep reading its record (or hold a
 * timeout) once its test is over. Returns the function that makes one.
 * @example
 * const setup = usePayClients()
 * const { client, gateway, portico } = setup()
 */
export function usePayClients() {
  const made: Array<{ cancel(): void }> = []
  afterEach(() => {
    for (const client of made.splice(0)) client.cancel()
  })
  return (
    params: { fake?: FakeAdapter; pay?: boolean; rpc?: FetchLike; networks?: 'solana' } = {},
  ) => {
    const gateway = createPayGateway()
    const t = createTestPortico({
      ...(params.fake && { fake: params.fake }),
      ...(params.networks === 'solana' && { networks: [KNOWN_CHAINS.solana] }),
      apiUrl: 'https://gateway.test',
      projectId: 'demo',
      fetch: gateway.fetch,
      features: { pay: params.pay ?? true },
    })
    const client = createPayClient(t.portico, {
      pollIntervalMs: 5,
      ...(params.rpc && { rpcFetch: params.rpc }),
    })
    made.push(client)
    return { ...t, gateway, client }
  }
}

/**
 * Waits until `check` holds, polling every 5 ms, for at most `ms`.
 * @example
 * await until(() => client.store.getState().request !== undefined)
 */
export const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * Starts paying 0.01 ETH on Base to {@link RECIPIENT} and waits until the visitor sees Pay: the
 * modal opens after the kit's start, and the visitor acts only then. `result` is the payment's
 * outcome, still to come.
 * @example
 * const { result } = await payShown(setup())
 * await client.startQr()
 */
export async function payShown({
  client,
  portico,
}: Pick<ReturnType<ReturnType<typeof usePayClients>>, 'client' | 'portico'>): Promise<{
  result: Promise<PaymentResult>
}> {
  const result = client.pay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
  await until(() => portico.stores.modal.getState().open)
  return { result }
}
