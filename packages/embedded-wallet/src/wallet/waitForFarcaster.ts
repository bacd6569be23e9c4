import { BaseError } from '@portico/common'
import type { FrameHost } from '../frame/FrameHost'

/**
 * The frame's code when one CONNECT_FARCASTER wait ended before the Farcaster app signed: not a
 * failure, the page asks again.
 */
export const FARCASTER_PENDING = 'FARCASTER_PENDING'

/**
 * Waits until a Farcaster app has signed the current sign-in link: asks CONNECT_FARCASTER
 * again each time the frame says it is not signed yet (each ask waits up to 20 s in the frame,
 * so a page that stops asking — `signal` aborted — stops the frame's polling soon after).
 * Any other answer (expired link, refused signature, abort) is thrown.
 * @example
 * await waitForFarcaster(host, controller.signal)
 */
export async function waitForFarcaster(
  host: Pick<FrameHost, 'request'>,
  signal?: AbortSignal,
): Promise<void> {
  for (;;) {
    try {
      await host.request('CONNECT_FARCASTER', undefined, signal ? { signal } : undefined)
      return
    } catch (error) {
      const again = error instanceof BaseError && error.code === FARCASTER_PENDING
      if (!again || signal?.aborted) throw error
    }
  }
}
