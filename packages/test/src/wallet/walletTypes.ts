import type { Address } from 'viem'

/** A chain the test wallet can be on. */
export type WalletChain = {
  chainId: number
  /** Where reads and transactions go; without one, only switching to the chain works. */
  rpcUrl?: string
  name?: string
}

/** One EIP-1193 request. */
export type WalletRequest = { method: string; params?: unknown }

/** Events the wallet emits to the page, with EIP-1193 payloads. */
export type WalletEvent =
  | { type: 'accountsChanged'; payload: Address[] }
  | { type: 'chainChanged'; payload: `0x${string}` }
  | { type: 'disconnect'; payload: { code: number; message: string } }

/** A request that waits for the user (signing, sending, connecting, switching). */
export type ApprovalRequest = { method: string; params: unknown; account: Address; chainId: number }

/** Decides a request that needs the user: resolve `true` to approve, `false` to reject (4001). */
export type Approver = (request: ApprovalRequest) => boolean | Promise<boolean>

/** One entry of the wallet's request log. */
export type WalletLogEntry = {
  method: string
  params: unknown
  outcome: 'result' | 'error'
  result?: unknown
  error?: { code: number; message: string }
}
