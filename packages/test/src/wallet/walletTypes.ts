import type { Address } from 'viem'

/**
 * A chain the test wallet can be on.
 * @example
 * const chain: WalletChain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Devnet A' }
 */
export type WalletChain = {
  chainId: number
  /** Where reads and transactions go; without one, only switching to the chain works. */
  rpcUrl?: string
  name?: string
}

/**
 * One EIP-1193 request.
 * @example
 * const request: WalletRequest = { method: 'eth_chainId' }
 */
export type WalletRequest = { method: string; params?: unknown }

/**
 * Events the wallet emits to the page, with EIP-1193 payloads.
 * @example
 * wallet.subscribe((event: WalletEvent) => console.log(event.type, event.payload))
 */
export type WalletEvent =
  | { type: 'accountsChanged'; payload: Address[] }
  | { type: 'chainChanged'; payload: `0x${string}` }
  | { type: 'disconnect'; payload: { code: number; message: string } }

/**
 * A request that waits for the user (signing, sending, connecting, switching).
 * @example
 * const approve: Approver = (request: ApprovalRequest) => request.method !== 'eth_sendTransaction'
 */
export type ApprovalRequest = { method: string; params: unknown; account: Address; chainId: number }

/**
 * Decides a request that needs the user: resolve `true` to approve, `false` to reject (4001).
 * @example
 * const rejectSends: Approver = ({ method }) => method !== 'eth_sendTransaction'
 */
export type Approver = (request: ApprovalRequest) => boolean | Promise<boolean>

/**
 * One entry of the wallet's request log.
 * @example
 * const signs = wallet.log.filter((entry: WalletLogEntry) => entry.method === 'personal_sign')
 */
export type WalletLogEntry = {
  method: string
  params: unknown
  outcome: 'result' | 'error'
  result?: unknown
  error?: { code: number; message: string }
}
