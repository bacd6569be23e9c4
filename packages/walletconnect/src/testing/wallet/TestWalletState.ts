import type { SignClient } from '@walletconnect/sign-client'
import type { PrivateKeyAccount } from 'viem'

/**
 * A request a dapp sent the test wallet.
 * @example
 * const request: TestWalletRequest = { id: 1, topic, method: 'personal_sign', params, chainId: 'eip155:31337' }
 */
export type TestWalletRequest = {
  id: number
  topic: string
  method: string
  params: unknown
  chainId: string
}

/**
 * What the test wallet holds, passed to each of its handlers: its sign-client, its account,
 * the devnets it reaches, the requests it received, and whether it declines the next one.
 * @example
 * const state: TestWalletState = { client, account, rpcUrls, requests: [], rejectNext: false }
 */
export type TestWalletState = {
  readonly client: Awaited<ReturnType<typeof SignClient.init>>
  readonly account: PrivateKeyAccount
  /** RPC URLs by chain id: the chains the wallet approves and sends on. */
  readonly rpcUrls: Record<number, string>
  readonly requests: TestWalletRequest[]
  /** Declines the next proposal or request (code 5000). */
  rejectNext: boolean
}

/**
 * Whether to decline this proposal or request; a decline is used up by the one it applies to.
 * @example
 * if (takeRejection(state)) await state.client.reject({ id, reason })
 */
export function takeRejection(state: TestWalletState): boolean {
  const reject = state.rejectNext
  state.rejectNext = false
  return reject
}
