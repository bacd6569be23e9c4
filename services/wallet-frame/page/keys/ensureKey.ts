import { getAddress, hexToBytes } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import type { PasskeyCeremonies } from '../createPasskeyCeremonies'
import type { RecoveryPrompt } from './RecoveryPrompt'
import { recoverKey } from './recoverKey'
import { setupKey } from './setupKey'

/**
 * Makes sure this device can sign for the account and answers its address: creates the first
 * key when the account has none (`address` null), recovers it on a new device, and answers at
 * once where this device holds its share.
 * @example const address = await ensureKey({ api, storage, passkeys }, user.address, prompt)
 */
export async function ensureKey(
  deps: { api: FrameApi; storage: FrameStorage; passkeys?: PasskeyCeremonies | undefined },
  address: string | null,
  prompt: RecoveryPrompt | undefined,
): Promise<`0x${string}`> {
  if (address === null) {
    const secret = hexToBytes(generatePrivateKey())
    try {
      return await setupKey(deps, secret)
    } finally {
      secret.fill(0)
    }
  }
  if (deps.storage.deviceShare(address)) return getAddress(address)
  return recoverKey(deps, address, prompt)
}
