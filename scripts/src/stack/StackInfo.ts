import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import type { UniswapV2Devnet } from '@portico/test/devnet/uniswapV2'
import type { UniswapV3Devnet } from '@portico/test/devnet/uniswapV3'

/**
 * One devnet of the stack, with the test tokens, Uniswap V2 and Uniswap V3 (with QuoterV2 and
 * SwapRouter02; pools seeded on both) deployed on it.
 * @example
 * const [devnetA]: StackChain[] = stack.chains
 */
export type StackChain = {
  chainId: number
  name: string
  rpcUrl: string
  tokens: DeployedTestTokens
  uniswap: UniswapV2Devnet
  uniswapV3: UniswapV3Devnet
  /** Its ERC-4337 bundler (alto, EntryPoints v0.7 and v0.8), when the stack runs bundlers. */
  bundlerUrl?: string
}

/**
 * What a running stack offers, as plain data (it crosses into Vitest's `provide`/`inject`).
 * A URL is absent when that part was not started.
 * @example
 * const info: StackInfo = inject('stack')
 */
export type StackInfo = {
  urls: {
    demo?: string
    testWallet?: string
    gateway?: string
    relay?: string
    /** The embedded wallet's frame origin (page at `/frame?projectId=…`). */
    walletFrame?: string
    /** The dev mail catcher's web inbox and REST API (`GET /email`). */
    mailInbox?: string
    /** The dev identity provider every social login of the wallet frame signs in at. */
    identityProvider?: string
    /** The on-ramp sandbox provider's checkout. */
    onramp?: string
    /** The sandbox exchange: its API, icon and hosted payment pages (`/pay/:sessionId`). */
    exchange?: string
    /** The local Solana chain's JSON-RPC (HTTP) and subscriptions (WebSocket). */
    solanaRpc?: string
    solanaWs?: string
  }
  chains: StackChain[]
  /** Project id the demo sends and the gateway accepts. */
  projectId: string
  /** The Bitcoin regtest chain (litecoind), when the stack runs it. */
  bitcoin?: StackBitcoin
}

/**
 * The stack's Bitcoin chain: Litecoin Core in regtest (`rltc` addresses), its coins on the first
 * regtest test key, and the gateway's Esplora-style API for it.
 * @example
 * const { esploraUrl }: StackBitcoin = inject('stack').bitcoin!
 */
export type StackBitcoin = {
  caipNetworkId: string
  /** The node's JSON-RPC (user `portico`; the password is in the gateway's config). */
  rpcUrl: string
  /** `{gateway}/v1/esplora/{reference}`: append Esplora paths and `?projectId=…`. */
  esploraUrl: string
}
