import { openInContext, readOrCreateKeyFile, sealInContext } from '@portico/server'
import type { Kms } from './Kms'

// The file KMS's ciphertext format; the KMS service writes 'k1'.
const SEAL_PREFIX = 'v1'

/**
 * The development KMS: AES-256-GCM under a key read from its own file (created, mode 0600, on
 * first use). Keep that file away from the database: whoever holds both can open recovery shares.
 * @example
 * const kms = createFileKms('.cache/wallet-frame/kms.key')
 */
export function createFileKms(keyPath: string): Kms {
  const key = readOrCreateKeyFile(keyPath)
  return {
    async encrypt(plaintext, context) {
      return sealInContext(key, plaintext, context, SEAL_PREFIX)
    },
    async decrypt(ciphertext, context) {
      return openInContext(key, ciphertext, context, SEAL_PREFIX)
    },
  }
}
