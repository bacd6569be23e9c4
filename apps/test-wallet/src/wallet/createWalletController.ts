import type { KeyPairSigner } from '@solana/kit'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletConfig } from '../config/readWalletConfig'
import { approvedNamespaces } from './describeProposal'
import { executeRequest } from './executeRequest'
import { executeSolanaRequest } from './executeSolanaRequest'
import { listenToClient } from './listenToClient'
import { isSolanaRequest } from './parseSolanaRequest'
import { readPairingUri } from './readPairingUri'
import { readSolanaChain } from './readSolanaChain'
import { DEFAULT_SOLANA_KEY, readSolanaKey, solanaSignerOf } from './solanaKey'
import { startSignClient, type WalletSignClient } from './startSignClient'
import { toSessionView } from './toSessionView'
import { WalletRpcError } from './WalletRpcError'
import { initialWalletState, type WalletAction, walletReducer } from './walletState'

/**
 * anvil's default account 0: a public test key, funded on every devnet.
 * @example
 * privateKeyToAccount(DEFAULT_PRIVATE_KEY).address // '0xf39F…2266'
 */
export const DEFAULT_PRIVATE_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const KEY_STORAGE = 'portico-test-wallet:private-key'
const SOLANA_KEY_STORAGE = 'portico-test-wallet:solana-key'

/** What the activity log says about a result: the signature or hash when there is one. */
function resultText(method: string, result: unknown): string {
  if (typeof result === 'string') return `${method}: ${result}`
  if (typeof result === 'object' && result !== null && 'signature' in result)
    return `${method}: ${String(result.signature)}`
  return `${method} done`
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.message
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message)
  return String(error)
}

/**
 * The wallet behind the screen: a sign client on the relay, a viem local account, an ed25519
 * Solana key for the local Solana chain, and the screen state as a small external store
 * (`getState`/`subscribe`, for useSyncExternalStore).
 * Every user action is a method; failures land in the state, never as rejections.
 * @example
 * const wallet = createWalletController(readWalletConfig(import.meta.env), { storage: localStorage, origin })
 * await wallet.start()
 */
export function createWalletController(
  config: WalletConfig,
  env: { storage: Pick<Storage, 'getItem' | 'setItem'>; origin: string },
) {
  const stored = env.storage.getItem(KEY_STORAGE)
  let account: LocalAccount = privateKeyToAccount(
    stored && /^0x[0-9a-fA-F]{64}$/.test(stored) ? (stored as Hex) : DEFAULT_PRIVATE_KEY,
  )
  let state = initialWalletState(account.address)
  let client: WalletSignClient | undefined
  let solanaSigner: KeyPairSigner | undefined
  let solanaChain: string | undefined
  const listeners = new Set<() => void>()
  const activeChains = new Map<string, string>()

  const dispatch = (action: WalletAction) => {
    state = walletReducer(state, action)
    for (const listener of listeners) listener()
  }
  const note = (text: string, tone: 'ok' | 'error' = 'ok') =>
    dispatch({ type: 'activity', text, tone })
  const refreshSessions = () => {
    const sessions = (client?.session.getAll() ?? []).map((s) =>
      toSessionView(s, activeChains.get(s.topic)),
    )
    dispatch({ type: 'sessions', sessions: sessions.reverse() })
  }
  const attempt = async (what: string, run: (c: WalletSignClient) => Promise<void>) => {
    if (!client) return
    dispatch({ type: 'busy', busy: true })
    try {
      await run(client)
    } catch (error) {
      dispatch({ type: 'error', message: `${what} failed: ${errorText(error)}` })
      note(`${what} failed: ${errorText(error)}`, 'error')
    } finally {
      dispatch({ type: 'busy', busy: false })
    }
  }
  /** The Solana chain the wallet serves, asked of its RPC until it answers once. */
  const servedSolanaChain = async () => {
    solanaChain ??= await readSolanaChain(config.solanaRpcUrl)
    return solanaChain
  }
  const loadSolanaKey = async (key: Uint8Array) => {
    solanaSigner = await solanaSignerOf(key)
    dispatch({ type: 'solanaAddress', address: solanaSigner.address })
  }
  const solanaContext = async (chainId: string) => {
    if (!solanaSigner) throw new WalletRpcError(4100, 'The wallet has no Solana account')
    if (chainId !== (await servedSolanaChain())) {
      throw new WalletRpcError(4901, `The wallet does not serve ${chainId}`)
    }
    return { signer: solanaSigner, rpcUrl: config.solanaRpcUrl }
  }
  const announceChain = async (c: WalletSignClient, topic: string, chainId: string) => {
    await c.emit({
      topic,
      event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) },
      chainId,
    })
    activeChains.set(topic, chainId)
    refreshSessions()
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Start the sign client, restore sessions and pending requests, pair with `uri` if given. */
    async start(uri?: string) {
      const storedSolana = readSolanaKey(env.storage.getItem(SOLANA_KEY_STORAGE))
      await loadSolanaKey(
        storedSolana ?? readSolanaKey(DEFAULT_SOLANA_KEY) ?? new Uint8Array(),
      ).catch((error: unknown) => note(`No Solana account: ${errorText(error)}`, 'error'))
      try {
        client = await startSignClient(config, env.origin)
      } catch (error) {
        dispatch({ type: 'failed', message: `Could not reach the relay: ${errorText(error)}` })
        return
      }
      listenToClient(client, {
        dispatch,
        note,
        refreshSessions,
        forgetChain: (t) => activeChains.delete(t),
      })
      refreshSessions()
      for (const pending of client.getPendingSessionRequests())
        client.events.emit('session_request', pending)
      dispatch({ type: 'ready' })
      if (uri) await this.pair(uri)
    },
    async pair(text: string) {
      const uri = readPairingUri(text)
      if (!uri) {
        dispatch({ type: 'error', message: 'That is not a WalletConnect uri (wc:…@2?…)' })
        return
      }
      dispatch({ type: 'pairing', pairing: true })
      await attempt('Pairing', async (c) => {
        await c.pair({ uri })
      })
    },
    async approveSession() {
      const proposal = state.proposal
      if (!proposal) return
      await attempt('Approving the session', async (c) => {
        const chains = config.chains.map((chain) => chain.id)
        const wantsSolana = proposal.chains.some((chain) => chain.startsWith('solana:'))
        const solana = wantsSolana && solanaSigner ? await servedSolanaChain() : undefined
        const { acknowledged } = await c.approve({
          id: proposal.id,
          namespaces: approvedNamespaces(
            proposal,
            account.address,
            chains,
            solana && solanaSigner ? { chain: solana, address: solanaSigner.address } : undefined,
          ),
        })
        dispatch({ type: 'proposal', proposal: undefined })
        await acknowledged()
        refreshSessions()
        note(`Connected to ${proposal.name}`)
      })
    },
    async rejectSession() {
      const proposal = state.proposal
      if (!proposal) return
      await attempt('Rejecting the session', async (c) => {
        dispatch({ type: 'proposal', proposal: undefined })
        await c.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
        note(`Declined ${proposal.name}`)
      })
    },
    async approveRequest() {
      const request = state.requests[0]
      if (!request) return
      await attempt(`Answering ${request.method}`, async (c) => {
        const chain = config.chains.find((x) => `eip155:${x.id}` === request.chainId)
        try {
          const { parsed } = request
          const result = isSolanaRequest(parsed)
            ? await executeSolanaRequest(parsed, await solanaContext(request.chainId))
            : await executeRequest(parsed, { account, chain, chains: config.chains })
          await c.respond({
            topic: request.topic,
            response: { id: request.id, jsonrpc: '2.0', result },
          })
          if (request.parsed.kind === 'switchChain') {
            await announceChain(c, request.topic, `eip155:${request.parsed.chainId}`)
          }
          note(resultText(request.method, result))
        } catch (error) {
          const code = error instanceof WalletRpcError ? error.code : -32603
          await c.respond({
            topic: request.topic,
            response: {
              id: request.id,
              jsonrpc: '2.0',
              error: { code, message: errorText(error) },
            },
          })
          note(`${request.method} failed: ${errorText(error)}`, 'error')
        } finally {
          dispatch({ type: 'requestDone', id: request.id })
        }
      })
    },
    async rejectRequest() {
      const request = state.requests[0]
      if (!request) return
      await attempt('Rejecting the request', async (c) => {
        const { code, message } = WalletRpcError.rejected()
        dispatch({ type: 'requestDone', id: request.id })
        await c.respond({
          topic: request.topic,
          response: { id: request.id, jsonrpc: '2.0', error: { code, message } },
        })
        note(`Declined ${request.method}`)
      })
    },
    async switchChain(topic: string, chainId: string) {
      await attempt('Switching chain', (c) => announceChain(c, topic, chainId))
    },
    async disconnect(topic: string) {
      await attempt('Disconnecting', async (c) => {
        await c.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
        activeChains.delete(topic)
        refreshSessions()
        note('Disconnected')
      })
    },
    /**
     * Use another Solana key (32-byte ed25519 seed, hex); live sessions with a solana namespace
     * get the new account (session update).
     */
    async setSolanaKey(text: string) {
      const key = readSolanaKey(text)
      if (!key) {
        dispatch({ type: 'error', message: 'A Solana key is 64 hex characters (a 32-byte seed)' })
        return
      }
      await attempt('Using the Solana key', async (c) => {
        await loadSolanaKey(key)
        env.storage.setItem(SOLANA_KEY_STORAGE, text.trim())
        dispatch({ type: 'error', message: undefined })
        for (const session of c.session.getAll()) {
          const solana = session.namespaces.solana
          const address = solanaSigner?.address
          if (!solana || !address) continue
          const chains = solana.chains ?? [
            ...new Set(solana.accounts.map((a) => a.split(':').slice(0, 2).join(':'))),
          ]
          const { acknowledged } = await c.update({
            topic: session.topic,
            namespaces: {
              ...session.namespaces,
              solana: { ...solana, accounts: chains.map((chain) => `${chain}:${address}`) },
            },
          })
          await acknowledged()
        }
        refreshSessions()
      })
    },
    /** The signing account now (the Farcaster mode signs with it as a custody key). */
    currentAccount: (): LocalAccount => account,
    /** Use another private key; live sessions get the new account (session update + event). */
    async setPrivateKey(key: string) {
      if (!/^0x[0-9a-fA-F]{64}$/.test(key)) {
        dispatch({ type: 'error', message: 'A private key is 0x and 64 hex characters' })
        return
      }
      account = privateKeyToAccount(key as Hex)
      env.storage.setItem(KEY_STORAGE, key)
      dispatch({ type: 'address', address: account.address })
      dispatch({ type: 'error', message: undefined })
      await attempt('Updating sessions', async (c) => {
        for (const session of c.session.getAll()) {
          const view = toSessionView(session, activeChains.get(session.topic))
          const eip155 = session.namespaces.eip155
          if (!eip155) continue
          const accounts = view.chains.map((chain) => `${chain}:${account.address}`)
          const { acknowledged } = await c.update({
            topic: session.topic,
            namespaces: { ...session.namespaces, eip155: { ...eip155, accounts } },
          })
          await acknowledged()
          await c.emit({
            topic: session.topic,
            event: { name: 'accountsChanged', data: [account.address] },
            chainId: view.chainId,
          })
        }
        refreshSessions()
      })
    },
  }
}

/**
 * The controller made by {@link createWalletController}.
 * @example
 * function App({ wallet }: { wallet: WalletController }) {}
 */
export type WalletController = ReturnType<typeof createWalletController>
