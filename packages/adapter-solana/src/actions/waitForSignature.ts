import { createSolanaRpc, type Signature } from '@solana/kit'
import { TransactionFailedError, TransactionNotConfirmedError } from '../errors/transaction'

/**
 * Polls the cluster until `signature` is confirmed; throws with the transaction's error when
 * it failed, or after `timeoutMs`.
 * @example
 * await waitForSignature(rpcUrl, signature)
 */
export async function waitForSignature(
  rpcUrl: string,
  signature: string,
  timeoutMs = 60_000,
): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
    const status = value[0]
    if (status?.err) throw new TransactionFailedError(JSON.stringify(status.err, bigints))
    if (status && status.confirmationStatus !== 'processed') return
    if (Date.now() > deadline) throw new TransactionNotConfirmedError(signature)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function bigints(_key: string, value: unknown) {
  return typeof value === 'bigint' ? Number(value) : value
}
