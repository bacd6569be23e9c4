import type { Page } from 'playwright-core'
import {
  createPublicClient,
  decodeAbiParameters,
  decodeErrorResult,
  type Hex,
  http,
  keccak256,
  toBytes,
} from 'viem'

// ERC-4337's event for a user operation whose call reverted inside a successful bundle.
const REVERT_REASON_TOPIC = keccak256(
  toBytes('UserOperationRevertReason(bytes32,address,uint256,bytes)'),
)

/** The reverted user operations' reasons in the bundle `hash` on `rpcUrl`, as words where they are. */
async function revertReasons(rpcUrl: string, hash: Hex): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await client.getTransactionReceipt({ hash })
  const reasons = receipt.logs
    .filter((log) => log.topics[0] === REVERT_REASON_TOPIC)
    .map((log) => {
      const [, reason] = decodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], log.data)
      try {
        const { args } = decodeErrorResult({
          abi: [{ type: 'error', name: 'Error', inputs: [{ type: 'string' }] }],
          data: reason,
        })
        return String(args[0])
      } catch {
        return reason
      }
    })
  return reasons.join('; ') || 'no UserOperationRevertReason event'
}

/**
 * Waits for the swap's success screen; fails as soon as the swap shows its error instead, with
 * that error's words and, when the error names a reverted bundle and `rpcUrl` is given, the
 * reverted call's own reason read from the chain (a failed swap otherwise spends the whole wait
 * and says only "timeout").
 * @example
 * await waitForSwapSuccess(page, 60_000, devnet.rpcUrl)
 */
export async function waitForSwapSuccess(
  page: Page,
  timeout = 30_000,
  rpcUrl?: string,
): Promise<void> {
  const success = page.getByTestId('portico-swap-success')
  const error = page.getByTestId('portico-swap-error-message')
  await success.or(error).first().waitFor({ timeout })
  if (await success.isVisible()) return
  const words = (await error.textContent()) ?? ''
  const hash = words.match(/0x[0-9a-f]{64}/i)?.[0] as Hex | undefined
  const reason =
    hash && rpcUrl
      ? `; on chain: ${await revertReasons(rpcUrl, hash).catch((cause: unknown) => `unreadable (${String(cause)})`)}`
      : ''
  throw new Error(`the swap showed its error instead of success: ${words}${reason}`)
}
