/**
 * Holds the key-encryption key of recovery shares. The service never sees the key itself, only
 * this interface, so a cloud KMS or an HSM can take the dev key file's place. `context` is bound
 * to the ciphertext (AEAD associated data): a share moved to another user's row fails to decrypt.
 * @example
 * const sealed = await kms.encrypt(share, `user:${userId}`)
 * const share = await kms.decrypt(sealed, `user:${userId}`)
 */
export type Kms = {
  encrypt: (plaintext: Uint8Array, context: string) => Promise<string>
  decrypt: (ciphertext: string, context: string) => Promise<Uint8Array>
}
