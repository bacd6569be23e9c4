import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { derivePasswordKeys } from '../recoveryCrypto'
import type { Scrypt } from '../Scrypt'
import { finishRecovery } from './finishRecovery'

/**
 * A new device of a password-protected account: the password derives the verifier that makes
 * the service hand out the sealed shares and the key that opens them. Answers the address.
 * @example await unlockWithPassword({ api, storage }, user.address, password, status.password)
 */
export async function unlockWithPassword(
  deps: { api: FrameApi; storage: FrameStorage; scrypt?: Scrypt | undefined },
  expected: string,
  password: string,
  params: { salt: string; params: { N: number; r: number; p: number } },
): Promise<`0x${string}`> {
  const { wrapKey, verifier } = await derivePasswordKeys(
    password,
    params.salt,
    params.params,
    deps.scrypt,
  )
  return finishRecovery(deps, expected, { password: { verifier } }, wrapKey)
}
