import { z } from '@portico/common/zod'
import {
  type Chain,
  createWalletClient,
  defineChain,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  http,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { WalletRpcError } from './WalletRpcError'

/**
 * A chain the test wallet knows: its id and the devnet RPC it forwards to.
 * @example
 * const chain: TestWalletChain = { id: 31337, rpcUrl: devnet.rpcUrl }
 */
export type TestWalletChain = { id: number; rpcUrl: string }

/**
 * An EIP-1193 provider backed by a viem local account, with knobs a test can turn.
 * @example
 * provider.failNext({ code: 4001, message: 'User rejected' }, 'personal_sign')
 */
export type TestWalletProvider = EIP1193Provider & {
  /** Methods the wallet received, oldest first. */
  readonly calls: string[]
  /** The next call of `method` (any method when omitted) fails with this error. */
  failNext: (error: { code: number; message: string; data?: unknown }, method?: string) => void
  /** The wallet itself moves to another chain, as a user would in the extension. */
  setChain: (chainId: number) => void
  /** The wallet itself changes the exposed accounts (empty = the user disconnected the site). */
  setAccounts: (addresses: readonly Hex[]) => void
  /** The wallet drops its connection (EIP-1193 `disconnect` event). */
  emitDisconnect: () => void
}

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]*$/)
const txSchema = z.object({
  from: hexQuantity,
  to: hexQuantity.optional(),
  value: hexQuantity.optional(),
  data: hexQuantity.optional(),
  gas: hexQuantity.optional(),
})
const switchSchema = z.tuple([z.object({ chainId: hexQuantity })])
const addSchema = z.tuple([
  z.object({ chainId: hexQuantity, chainName: z.string(), rpcUrls: z.array(z.string()).min(1) }),
])
const personalSignSchema = z.tuple([hexQuantity, hexQuantity])
const typedDataSchema = z.tuple([
  hexQuantity,
  z.string().transform((json, ctx) => {
    try {
      return z
        .object({
          domain: z.record(z.string(), z.unknown()),
          types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
          primaryType: z.string(),
          message: z.record(z.string(), z.unknown()),
        })
        .parse(JSON.parse(json))
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid typed data' })
      return z.NEVER
    }
  }),
])
const requestSchema = z.object({ method: z.string(), params: z.unknown().optional() })

type Listener = (...args: unknown[]) => void

/**
 * Creates an in-process EIP-1193 wallet for tests: it signs with `account` and forwards reads
 * and transactions to the devnet of its current chain.
 * @example
 * const provider = createTestWalletProvider({
 *   account: privateKeyToAccount(key),
 *   chains: [{ id: 31337, rpcUrl: devnet.rpcUrl }],
 * })
 */
export function createTestWalletProvider(parameters: {
  account: LocalAccount
  chains: readonly TestWalletChain[]
  chainId?: number
}): TestWalletProvider {
  const { account } = parameters
  const chains = new Map(parameters.chains.map((c) => [c.id, c.rpcUrl]))
  let chainId = parameters.chainId ?? parameters.chains[0]?.id ?? 1
  let accounts: readonly Hex[] = []
  const listeners = new Map<string, Set<Listener>>()
  const failures: { method: string | undefined; error: WalletRpcError }[] = []
  const calls: string[] = []

  function emit(event: string, ...args: unknown[]): void {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  function chain(): Chain {
    const rpcUrl = chains.get(chainId)
    if (!rpcUrl) throw new WalletRpcError(4901, 'Chain disconnected')
    return defineChain({
      id: chainId,
      name: `Devnet ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
  }
  function client() {
    return createWalletClient({ account, chain: chain(), transport: http() })
  }
  function setChain(next: number): void {
    chainId = next
    emit('chainChanged', numberToHex(next))
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_accounts':
        return accounts
      case 'eth_requestAccounts':
        accounts = [account.address]
        return accounts
      case 'wallet_requestPermissions':
        accounts = [account.address]
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
          },
        ]
      case 'wallet_revokePermissions':
        accounts = []
        return null
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = switchSchema.parse(params)
        const next = Number(hex)
        if (!chains.has(next)) throw new WalletRpcError(4902, `Unrecognized chain ID "${hex}".`)
        if (next !== chainId) setChain(next)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId: hex, rpcUrls }] = addSchema.parse(params)
        chains.set(Number(hex), rpcUrls[0] ?? '')
        return null
      }
      case 'personal_sign': {
        const [data] = personalSignSchema.parse(params)
        return account.signMessage({ message: { raw: data as Hex } })
      }
      case 'eth_signTypedData_v4': {
        const [, typedData] = typedDataSchema.parse(params)
        return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
      }
      case 'eth_sendTransaction': {
        const [tx] = z.tuple([txSchema]).parse(params)
        return client().sendTransaction({
          ...(tx.to ? { to: tx.to as Hex } : {}),
          ...(tx.value ? { value: hexToBigInt(tx.value as Hex) } : {}),
          ...(tx.data ? { data: tx.data as Hex } : {}),
          ...(tx.gas ? { gas: hexToBigInt(tx.gas as Hex) } : {}),
        })
      }
      default:
        return client().request({ method, params } as never)
    }
  }

  async function request(args: unknown): Promise<unknown> {
    const { method, params } = requestSchema.parse(args)
    calls.push(method)
    const index = failures.findIndex((f) => f.method === undefined || f.method === method)
    const failure = index === -1 ? undefined : failures.splice(index, 1)[0]
    if (failure) throw failure.error
    return handle(method, params)
  }

  return {
    request: request as EIP1193Provider['request'],
    on: ((event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }) as EIP1193Provider['removeListener'],
    calls,
    failNext: (error, method) =>
      failures.push({ method, error: new WalletRpcError(error.code, error.message, error.data) }),
    setChain,
    setAccounts: (addresses) => {
      accounts = addresses
      emit('accountsChanged', addresses)
    },
    emitDisconnect: () => {
      accounts = []
      emit('disconnect', new WalletRpcError(4900, 'Disconnected'))
    },
  }
}
