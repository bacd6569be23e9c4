import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { currentLoginId } from './currentLoginId'

/**
 * Asks the service until the device is approved from the mailbox.
 * @example await waitForDevice(ctx)
 */
export async function waitForDevice(ctx: FrameContext) {
  const { api } = ctx
  for (;;) {
    const { approved } = await api.call(
      'POST',
      '/auth/v1/login/device',
      { body: { loginId: currentLoginId(ctx) } },
      z.object({ approved: z.boolean() }),
    )
    if (approved) return
  }
}
