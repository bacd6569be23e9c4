import { combine } from 'shamir-secret-sharing'
import { bytesToHex, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { FrameRequestError } from '../FrameRequestError'
import { shareBytes } from './shareHex'

/**
 * Runs `use` with the whole secret, rebuilt from this device's share and its auth share
 * (`GET /keys/v1/auth-share`); the bytes are zeroed when `use` settles, and whatever it derived
 * from them goes out of scope.
 * @example await withSecret({ api, storage }, address, async (secret) => sign(secret))
 */
export async function withSecret<T>(
  deps: { api: FrameApi; storage: FrameStorage },
  address: string,
  use: (secret: Uint8Array) => Promise<T>,
): Promise<T> {
  const deviceShare = deps.storage.deviceShare(address)
  if (!deviceShare) throw new FrameRequestError('No key on this device', 'NO_KEY')
  const { authShare } = await deps.api.call(
    'GET',
    '/keys/v1/auth-share',
    { auth: true },
    z.object({ address: z.string(), authShare: z.string() }),
  )
  const secret = await combine([shareBytes(deviceShare), shareBytes(authShare)])
  try {
    if (privateKeyToAccount(bytesToHex(secret)).address !== getAddress(address))
      throw new FrameRequestError('The key shares do not match')
    return await use(secret)
  } finally {
    secret.fill(0)
  }
}
