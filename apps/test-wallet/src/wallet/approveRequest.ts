import { announceChain } from './announceChain'
import { attemptWithClient } from './attemptWithClient'
import { dispatchWallet, noteActivity } from './dispatchWallet'
import { executeRequest } from './executeRequest'
import { executeSolanaRequest } from './executeSolanaRequest'
import { isSolanaRequest } from './parseSolanaRequest'
import type { WalletContext } from './WalletContext'
import { WalletRpcError } from './WalletRpcError'
import { solanaRequestContext } from './walletSolana'
import { errorText, resultText } from './walletText'

/**
 * Carry out the first waiting request and answer the app with its result, or with the error
 * it met (its RPC code, -32603 otherwise); a chain switch is announced to the session.
 * @example
 * await approveRequest(ctx)
 */
export async function approveRequest(ctx: WalletContext): Promise<void> {
  const request = ctx.state.requests[0]
  if (!request) return
  await attemptWithClient(ctx, `Answering ${request.method}`, async (c) => {
    const { config } = ctx
    const chain = config.chains.find((x) => `eip155:${x.id}` === request.chainId)
    try {
      const { parsed } = request
      const result = isSolanaRequest(parsed)
        ? await executeSolanaRequest(parsed, await solanaRequestContext(ctx, request.chainId))
        : await executeRequest(parsed, { account: ctx.account, chain, chains: config.chains })
      await c.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result },
      })
      if (request.parsed.kind === 'switchChain') {
        await announceChain(ctx, c, request.topic, `eip155:${request.parsed.chainId}`)
      }
      noteActivity(ctx, resultText(request.method, result))
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : -32603
      await c.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error: { code, message: errorText(error) } },
      })
      noteActivity(ctx, `${request.method} failed: ${errorText(error)}`, 'error')
    } finally {
      dispatchWallet(ctx, { type: 'requestDone', id: request.id })
    }
  })
}
