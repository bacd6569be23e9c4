import { type LocalAccount, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { rpcRequest } from '../devnet/rpcRequest'
import { anvilAccounts } from '../devnet/testAccounts'
import {
  parseAddChainParams,
  parsePersonalSignParams,
  parseSwitchChainParams,
  parseTransactionParams,
  parseTypedDataParams,
} from './parseWalletParams'
import { sendWalletTransaction } from './sendWalletTransaction'
import type { TestWallet, TestWalletOptions } from './TestWallet'
import { findRpcError, toWalletResponseError, WalletRpcError, walletErrors } from './WalletRpcError'
import type { ApprovalRequest, WalletEvent, WalletLogEntry } from './walletTypes'

type Decision = { method?: string; decide: (request: ApprovalRequest) => Promise<boolean> }

const needsApproval = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_watchAsset',
])

/**
 * Creates a test wallet: an EIP-1193 request handler that signs with a viem local account,
 * sends transactions and reads to the current chain's RPC, and can be steered by tests
 * (reject or hold the next approval, switch chain or account, disconnect).
 *
 * @example
 * const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 * await wallet.request({ method: 'eth_requestAccounts' }) // ['0xf39F…2266']
 * wallet.rejectNext()
 * await wallet.request({ method: 'personal_sign', params: ['0x68690a', wallet.address] }) // throws 4001
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  let account: LocalAccount = privateKeyToAccount(
    options.privateKey ?? anvilAccounts[0]!.privateKey,
  )
  let chainId = options.chainId ?? options.chains[0]?.chainId ?? 31337
  let authorized = options.authorized ?? false
  const listeners = new Set<(event: WalletEvent) => void>()
  const decisions: Decision[] = []
  const log: WalletLogEntry[] = []

  const emit = (event: WalletEvent) => {
    for (const listener of listeners) listener(event)
  }
  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit({ type: 'chainChanged', payload: numberToHex(next) })
  }
  const authorize = () => {
    if (authorized) return
    authorized = true
    emit({ type: 'accountsChanged', payload: [account.address] })
  }
  const revoke = () => {
    if (!authorized) return
    authorized = false
    emit({ type: 'accountsChanged', payload: [] })
  }
  const approveOrThrow = async (method: string, params: unknown) => {
    const request: ApprovalRequest = { method, params, account: account.address, chainId }
    const index = decisions.findIndex((entry) => !entry.method || entry.method === method)
    const [queued] = index >= 0 ? decisions.splice(index, 1) : []
    const approved = queued
      ? await queued.decide(request)
      : await (options.approve ?? (() => true))(request)
    if (!approved)
      throw new WalletRpcError(walletErrors.userRejected.code, walletErrors.userRejected.message)
  }
  const requireAccount = (address?: string) => {
    if (!authorized || (address && address.toLowerCase() !== account.address.toLowerCase())) {
      throw new WalletRpcError(walletErrors.unauthorized.code, walletErrors.unauthorized.message)
    }
  }
  const currentRpc = () => {
    const rpcUrl = chains.get(chainId)?.rpcUrl
    if (!rpcUrl) throw new WalletRpcError(4901, `The wallet has no RPC for chain ${chainId}.`)
    return rpcUrl
  }
  const permissions = () =>
    authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  const serve = async (method: string, params: unknown): Promise<unknown> => {
    if (needsApproval.has(method)) {
      // Validate and check the account before asking the user, as wallets do.
      if (method === 'personal_sign') requireAccount(parsePersonalSignParams(params).address)
      if (method === 'eth_signTypedData_v4') requireAccount(parseTypedDataParams(params).address)
      if (method === 'eth_sendTransaction') requireAccount(parseTransactionParams(params).from)
    }
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_coinbase':
        return authorized ? account.address : null
      case 'eth_requestAccounts':
        if (!authorized) await approveOrThrow(method, params)
        authorize()
        return [account.address]
      case 'wallet_requestPermissions':
        await approveOrThrow(method, params)
        authorize()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'personal_sign': {
        await approveOrThrow(method, params)
        return account.signMessage({ message: parsePersonalSignParams(params).message })
      }
      case 'eth_signTypedData_v4': {
        await approveOrThrow(method, params)
        const { typedData } = parseTypedDataParams(params)
        return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
      }
      case 'eth_sendTransaction': {
        const tx = parseTransactionParams(params)
        if (tx.chainId !== undefined && tx.chainId !== chainId) {
          throw new WalletRpcError(
            walletErrors.invalidParams.code,
            `The transaction's chainId ${tx.chainId} does not match the wallet's chain ${chainId}.`,
          )
        }
        const rpcUrl = currentRpc()
        await approveOrThrow(method, params)
        return sendWalletTransaction(account, chainId, rpcUrl, tx)
      }
      case 'wallet_switchEthereumChain': {
        const next = parseSwitchChainParams(params)
        if (!chains.has(next)) {
          throw new WalletRpcError(
            walletErrors.unrecognizedChain.code,
            `${walletErrors.unrecognizedChain.message} "${numberToHex(next)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        if (next !== chainId) await approveOrThrow(method, params)
        setChain(next)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = parseAddChainParams(params)
        await approveOrThrow(method, params)
        if (!chains.get(chain.chainId)?.rpcUrl) chains.set(chain.chainId, chain)
        // MetaMask switches to a chain right after adding it; dapps rely on that.
        setChain(chain.chainId)
        return null
      }
      case 'wallet_watchAsset':
        await approveOrThrow(method, params)
        return true
    }
    if (/^(eth_sign|personal_|wallet_)/.test(method)) {
      throw new WalletRpcError(
        walletErrors.unsupportedMethod.code,
        `${walletErrors.unsupportedMethod.message} (${method})`,
      )
    }
    return rpcRequest(currentRpc(), method, Array.isArray(params) ? params : [])
  }

  return {
    request: async ({ method, params }) => {
      try {
        const result = await serve(method, params ?? [])
        log.push({ method, params, outcome: 'result', result })
        return result
      } catch (error) {
        const { error: shaped } = toWalletResponseError(findRpcError(error))
        log.push({
          method,
          params,
          outcome: 'error',
          error: { code: shaped.code, message: shaped.message },
        })
        throw new WalletRpcError(shaped.code, shaped.message, shaped.data)
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    get chains() {
      return [...chains.values()]
    },
    log,
    rejectNext: (method) => {
      decisions.push({ ...(method ? { method } : {}), decide: async () => false })
    },
    holdNext: (method) => {
      let arrived: (request: ApprovalRequest) => void = () => {}
      let decide: (approved: boolean) => void = () => {}
      const request = new Promise<ApprovalRequest>((resolve) => {
        arrived = resolve
      })
      const decision = new Promise<boolean>((resolve) => {
        decide = resolve
      })
      decisions.push({
        ...(method ? { method } : {}),
        decide: (pending) => {
          arrived(pending)
          return decision
        },
      })
      return { request, approve: () => decide(true), reject: () => decide(false) }
    },
    switchChain: (next) => {
      if (!chains.has(next)) chains.set(next, { chainId: next })
      setChain(next)
    },
    setAccount: (privateKey) => {
      const next = privateKeyToAccount(privateKey)
      if (next.address === account.address) return
      account = next
      if (authorized) emit({ type: 'accountsChanged', payload: [next.address] })
    },
    disconnect: () => {
      revoke()
      emit({ type: 'disconnect', payload: { ...walletErrors.disconnected } })
    },
    addChain: (chain) => {
      chains.set(chain.chainId, chain)
    },
  }
}
