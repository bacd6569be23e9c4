import { z } from 'zod'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { newSplit } from './newSplit'

/**
 * Stores a fresh split of `secret` for this device (`POST /keys/v1/setup`) and keeps its device
 * share here; answers the address. With `recoveryKey` the recovery share goes sealed by it.
 * @example const address = await setupKey({ api, storage }, secret, recoveryKey)
 */
export async function setupKey(
  deps: { api: FrameApi; storage: FrameStorage },
  secret: Uint8Array,
  recoveryKey?: Uint8Array,
): Promise<`0x${string}`> {
  const { address, deviceShare, body } = await newSplit(deps, secret, recoveryKey)
  await deps.api.call(
    'POST',
    '/keys/v1/setup',
    { auth: true, body },
    z.object({ address: z.string() }),
  )
  deps.storage.setDeviceShare(address, deviceShare)
  return address
}
