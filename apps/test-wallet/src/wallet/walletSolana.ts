import { dispatchWallet } from './dispatchWallet'
import { readSolanaChain } from './readSolanaChain'
import { solanaSignerOf } from './solanaKey'
import type { WalletContext } from './WalletContext'
import { WalletRpcError } from './WalletRpcError'

/**
 * The Solana chain the wallet serves, asked of its RPC until it answers once.
 * @example
 * const chain = await servedSolanaChain(ctx) // 'solana:…'
 */
export async function servedSolanaChain(ctx: WalletContext): Promise<string | undefined> {
  const chain = ctx.solanaChain ?? (await readSolanaChain(ctx.config.solanaRpcUrl))
  ctx.solanaChain = chain
  return chain
}

/**
 * Sign with another Solana key (a 32-byte ed25519 seed) and show its address.
 * @example
 * await loadSolanaKey(ctx, seed)
 */
export async function loadSolanaKey(ctx: WalletContext, key: Uint8Array): Promise<void> {
  const signer = await solanaSignerOf(key)
  ctx.solanaSigner = signer
  dispatchWallet(ctx, { type: 'solanaAddress', address: signer.address })
}

/**
 * The signer and RPC a Solana request on `chainId` runs with; a request for a chain the
 * wallet does not serve, or without a Solana key, is refused.
 * @example
 * const result = await executeSolanaRequest(parsed, await solanaRequestContext(ctx, chainId))
 */
export async function solanaRequestContext(ctx: WalletContext, chainId: string) {
  if (!ctx.solanaSigner) throw new WalletRpcError(4100, 'The wallet has no Solana account')
  if (chainId !== (await servedSolanaChain(ctx))) {
    throw new WalletRpcError(4901, `The wallet does not serve ${chainId}`)
  }
  return { signer: ctx.solanaSigner, rpcUrl: ctx.config.solanaRpcUrl }
}
