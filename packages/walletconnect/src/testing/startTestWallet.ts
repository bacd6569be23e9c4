import { createMemoryStorage } from '@portico/relay/testing'
import { anvilAccounts } from '@portico/test'
import { SignClient } from '@walletconnect/sign-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { disableVerify } from '../provider/disableVerify'
import { approveProposals } from './wallet/approveProposals'
import { respondToRequests } from './wallet/respondToRequests'
import type { TestWalletState } from './wallet/TestWalletState'

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
  const client = await SignClient.init({
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
  const state: TestWalletState = {
    client,
    account,
    rpcUrls: options.rpcUrls,
    requests: [],
    rejectNext: false,
  }
  approveProposals(state)
  respondToRequests(state)

  const topic = () => {
    const latest = client.session.keys.at(-1)
    if (!latest) throw new Error('The test wallet has no session')
    return latest
  }

  return {
    client,
    address: account.address,
    requests: state.requests,
    /** Pair with a dapp's uri; the proposal is approved (or rejected after `rejectNext`). */
    pair: (uri: string) => client.pair({ uri }),
    rejectNext() {
      state.rejectNext = true
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
