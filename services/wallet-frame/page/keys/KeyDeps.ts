import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import type { PasskeyCeremonies } from '../createPasskeyCeremonies'
import type { Scrypt } from '../Scrypt'

/**
 * What the key's set-up, protection and recovery steps use: the service, the frame's storage,
 * the passkey ceremonies (none where the browser has no passkeys) and the recovery password's
 * scrypt.
 * @example export async function createKey(deps: KeyDeps, prompt: RecoveryPrompt | undefined) {}
 */
export type KeyDeps = {
  api: FrameApi
  storage: FrameStorage
  passkeys?: PasskeyCeremonies | undefined
  /** Where the recovery password's scrypt runs (the frame's worker). */
  scrypt?: Scrypt | undefined
}
