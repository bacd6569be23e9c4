import { decodeBase58, encodeBase58 } from '@portico/common'
import { z } from 'zod'
import { RPC_NOT_ALLOWED, USER_REJECTED_MESSAGE } from '../src/shared/frameMessages'
import { fromBase64, toBase64 } from './base64'
import {
  decodeSolanaTransaction,
  encodeSolanaTransaction,
  type SolanaTransaction,
} from './decodeSolanaTransaction'
import { describeSolanaRequest } from './describeSolanaRequest'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'
import { parseSolanaChainId } from './parseSolanaChainId'
import { createSolanaAccountReader } from './readSolanaAccount'
import { readSolanaSignMessage } from './readSolanaSignMessage'
import { requestNode } from './requestNode'
import { resolveSolanaTransaction } from './resolveSolanaTransaction'

// WalletConnect's solana_* shapes (the Solana adapter's too): base58 messages and signatures,
// base64 wire transactions.
const messageParams = z.object({ message: z.string().min(1), pubkey: z.string().optional() })
const transactionParams = z.object({ transaction: z.string().min(1) })
const transactionsParams = z.object({ transactions: z.array(z.string().min(1)).min(1).max(32) })

/**
 * The parts of the frame the Solana methods use: the clusters, the service API (reads and
 * sends), the key's Solana signer, the approval view and who asks.
 * @example const frame: SolanaRpcFrame = ctx
 */
export type SolanaRpcFrame = Pick<
  FrameContext,
  'config' | 'api' | 'keys' | 'approvals' | 'dapp' | 'parentOrigin'
>

/**
 * The spec §7 Solana methods of the embedded wallet (solana_signMessage,
 * solana_signTransaction, solana_signAllTransactions, solana_signAndSendTransaction) on a
 * configured cluster named by the request's CAIP-2 `chainId`. Each one shows the frame's
 * approval view first (the message as text, or the transactions' fee payer and what each
 * instruction moves, accounts from lookup tables resolved on the cluster; Decline:
 * 'User rejected the request.'), then signs with the visitor's Ed25519 key
 * (KeyManager.withSolanaSigner). Sign-and-send goes to the cluster through the service's
 * Solana RPC proxy. A message is signed only as printable text or as an off-chain message
 * (readSolanaSignMessage): never bytes a transaction could be made of.
 * @example
 * const solana = createSolanaRpcHandler(ctx, address)
 * await solana({ method: 'solana_signMessage', params: { message }, chainId: 'solana:13FK…' })
 */
export function createSolanaRpcHandler(ctx: SolanaRpcFrame, address: () => Promise<string>) {
  const clusterOf = (chainId: number | string | undefined) => {
    const id = parseSolanaChainId(chainId)
    const cluster = ctx.config.solanaChains.find((c) => c.caipNetworkId === id)
    if (!cluster) throw new FrameRequestError('Chain is not supported')
    return cluster
  }

  const approve = async (description: Awaited<ReturnType<typeof describeSolanaRequest>>) => {
    const dapp = ctx.dapp() ?? { name: ctx.parentOrigin, url: ctx.parentOrigin, icon: undefined }
    if (!(await ctx.approvals.ask(description, dapp)))
      throw new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED')
  }

  const parse = <T>(schema: z.ZodType<T>, params: unknown, what: string): T => {
    const parsed = schema.safeParse(Array.isArray(params) ? params[0] : params)
    if (!parsed.success) throw new FrameRequestError(what)
    return parsed.data
  }

  // The transaction must want this visitor's signature: the frame signs nothing else.
  const decodeOwn = (base64: string, own: string): SolanaTransaction => {
    const tx = decodeSolanaTransaction(fromBase64(base64, 'Invalid transaction'))
    if (!tx.signers.includes(own))
      throw new FrameRequestError('The transaction does not need the connected account')
    return tx
  }

  const signAll = (eoa: string, own: string, transactions: SolanaTransaction[]) =>
    ctx.keys.withSolanaSigner(eoa, async (signer) => {
      if (signer.address !== own) throw new FrameRequestError('The key shares do not match')
      return Promise.all(
        transactions.map(async (tx) => {
          const signatures = [...tx.signatures]
          signatures[tx.signers.indexOf(own)] = await signer.sign(tx.message)
          return { ...tx, signatures }
        }),
      )
    })

  const contextOf = (cluster: ReturnType<typeof clusterOf>, own: string) => ({
    chain: cluster,
    read: createSolanaAccountReader(ctx.api, cluster.caipNetworkId),
    own,
  })

  const approveTransactions = async (
    transactions: SolanaTransaction[],
    cluster: ReturnType<typeof clusterOf>,
    own: string,
  ) => {
    const context = contextOf(cluster, own)
    const resolved = []
    for (const tx of transactions) resolved.push(await resolveSolanaTransaction(tx, context.read))
    await approve(
      await describeSolanaRequest({ kind: 'transactions', transactions: resolved }, context),
    )
  }

  // One transaction of the visitor's, shown and approved, then signed: what sign and
  // sign-and-send both begin with.
  const approveAndSignOne = async (params: unknown, cluster: ReturnType<typeof clusterOf>) => {
    const { transaction } = parse(transactionParams, params, 'Invalid transaction')
    const eoa = await address()
    const own = await ctx.keys.solanaAddress(eoa)
    const tx = decodeOwn(transaction, own)
    await approveTransactions([tx], cluster, own)
    const [signed] = await signAll(eoa, own, [tx])
    if (!signed) throw new FrameRequestError('Invalid transaction')
    return signed
  }

  // The transaction's id: its fee payer's signature.
  const idOf = (tx: SolanaTransaction) => encodeBase58(tx.signatures[0] ?? new Uint8Array(64))

  const handlers = {
    async solana_signMessage(params: unknown, cluster: ReturnType<typeof clusterOf>) {
      const { message, pubkey } = parse(messageParams, params, 'Invalid message')
      const bytes = decodeBase58(message)
      if (!bytes || bytes.length === 0) throw new FrameRequestError('Invalid message')
      const eoa = await address()
      const own = await ctx.keys.solanaAddress(eoa)
      if (pubkey !== undefined && pubkey !== own)
        throw new FrameRequestError('The address is not the connected account')
      const signable = readSolanaSignMessage(bytes, own)
      await approve(await describeSolanaRequest(signable, contextOf(cluster, own)))
      const signature = await ctx.keys.withSolanaSigner(eoa, (signer) => signer.sign(bytes))
      return { signature: encodeBase58(signature) }
    },
    async solana_signTransaction(params: unknown, cluster: ReturnType<typeof clusterOf>) {
      const signed = await approveAndSignOne(params, cluster)
      return { signature: idOf(signed), transaction: toBase64(encodeSolanaTransaction(signed)) }
    },
    async solana_signAllTransactions(params: unknown, cluster: ReturnType<typeof clusterOf>) {
      const { transactions } = parse(transactionsParams, params, 'Invalid transactions')
      const eoa = await address()
      const own = await ctx.keys.solanaAddress(eoa)
      const decoded = transactions.map((t) => decodeOwn(t, own))
      // One approval for all of them, as wallets show signAllTransactions.
      await approveTransactions(decoded, cluster, own)
      const signed = await signAll(eoa, own, decoded)
      return { transactions: signed.map((tx) => toBase64(encodeSolanaTransaction(tx))) }
    },
    async solana_signAndSendTransaction(params: unknown, cluster: ReturnType<typeof clusterOf>) {
      const signed = await approveAndSignOne(params, cluster)
      const sent = await requestNode(
        ctx.api,
        `/rpc/v1/solana?chainId=${encodeURIComponent(cluster.caipNetworkId)}`,
        'sendTransaction',
        [toBase64(encodeSolanaTransaction(signed)), { encoding: 'base64' }],
      )
      return { signature: typeof sent === 'string' ? sent : idOf(signed) }
    },
  }

  return async (payload: {
    method: string
    params?: unknown
    chainId?: number | string | undefined
  }) => {
    const handler = Object.hasOwn(handlers, payload.method)
      ? handlers[payload.method as keyof typeof handlers]
      : undefined
    if (!handler) throw new FrameRequestError(RPC_NOT_ALLOWED, 'RPC_NOT_ALLOWED')
    return handler(payload.params, clusterOf(payload.chainId))
  }
}
