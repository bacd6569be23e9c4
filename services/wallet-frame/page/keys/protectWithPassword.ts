import { bytesToHex } from 'viem'
import { z } from 'zod'
import { RECOVERY_SCRYPT } from '../../src/shared/recoveryProtection'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { FrameRequestError } from '../FrameRequestError'
import { derivePasswordKeys } from '../recoveryCrypto'
import type { Scrypt } from '../Scrypt'
import { type KeyToProtect, protectWith } from './protectWith'
import { MIN_RECOVERY_PASSWORD_LENGTH } from './RecoveryPrompt'

/**
 * Protects recovery with a password (self-custody): a new recovery key seals a fresh split's
 * recovery share, the password's scrypt key seals the recovery key, and the service, which keeps
 * only those sealed copies and the verifier's hash, deletes the recovery shares its KMS could
 * open. This device's share is replaced by the new split's; a new account's first key
 * (`{ secret }`) is stored this way from the start. Answers the address.
 * @example await protectWithPassword({ api, storage }, { address }, 'violet staple battery')
 */
export async function protectWithPassword(
  deps: { api: FrameApi; storage: FrameStorage; scrypt?: Scrypt | undefined },
  key: KeyToProtect,
  password: string,
): Promise<`0x${string}`> {
  if ([...password].length < MIN_RECOVERY_PASSWORD_LENGTH)
    throw new FrameRequestError(
      `The recovery password must be at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters long`,
    )
  const salt = bytesToHex(crypto.getRandomValues(new Uint8Array(16))).slice(2)
  const { wrapKey, verifier } = await derivePasswordKeys(
    password,
    salt,
    RECOVERY_SCRYPT,
    deps.scrypt,
  )
  try {
    return await protectWith(deps, key, wrapKey, (split) =>
      deps.api.call(
        'POST',
        '/keys/v1/recovery/password',
        { auth: true, body: { salt, params: RECOVERY_SCRYPT, verifier, ...split } },
        z.object({ address: z.string() }),
      ),
    )
  } finally {
    wrapKey.fill(0)
  }
}
