import { SwapReceiptTimeoutError, SwapRevertedError } from '@portico/common'
import { z } from '@portico/common/zod-mini'

const receiptSchema = z.nullable(z.object({ status: z.string() }))

/**
 * Wait until `hash` is mined, asking `request` (the wallet's provider) for its receipt every
 * `intervalMs`. A reverted transaction throws SwapRevertedError: the next step (the swap after
 * an approval, the success screen) must not start on a failed one.
 * @example
 * await waitForReceipt((args) => adapter.request(args), hash)
 */
export async function waitForReceipt(
  request: (args: { method: string; params: unknown[] }) => Promise<unknown>,
  hash: string,
  { intervalMs = 500, timeoutMs = 120_000 }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = receiptSchema.parse(
      await request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    )
    if (receipt) {
      if (receipt.status === '0x1') return
      throw new SwapRevertedError({ details: `Transaction ${hash} reverted` })
    }
    if (Date.now() > deadline)
      throw new SwapReceiptTimeoutError({ hash, seconds: timeoutMs / 1000 })
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
