import { bytesToHex, getAddress } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import type { PasskeyCeremonies } from './createPasskeyCeremonies'
import { deriveSolanaSigner, type SolanaSigner } from './deriveSolanaSigner'
import { ensureKey } from './keys/ensureKey'
import { fetchRecoveryStatus } from './keys/fetchRecoveryStatus'
import { protectWithPasskey } from './keys/protectWithPasskey'
import { protectWithPassword } from './keys/protectWithPassword'
import type { RecoveryMethod, RecoveryPrompt } from './keys/RecoveryPrompt'
import { withSecret } from './keys/withSecret'

export {
  MIN_RECOVERY_PASSWORD_LENGTH,
  type RecoveryChoice,
  type RecoveryMethod,
  type RecoveryPrompt,
} from './keys/RecoveryPrompt'

/**
 * The frame's key custody (2-of-3 Shamir): a new key is created here and split into a device
 * share (this origin's storage), an auth share (the service, released to a session of this
 * device) and a recovery share (the service, sealed by its KMS or by the visitor). A new device
 * rebuilds the key from the auth and recovery shares of an earlier device, then gets its own
 * split. The whole key exists only inside `withAccount` / `withSolanaSigner` and the setup
 * steps, and its bytes are zeroed after. The Solana key is derived from the same secret
 * (deriveSolanaSigner). Each step is its own module under `page/keys/`.
 * @example
 * const keys = createKeyManager({ api, storage })
 * const address = await keys.ensureKey(user.address)
 * await keys.withAccount(address, (account) => account.signMessage({ message: 'hi' }))
 */
export function createKeyManager(deps: {
  api: FrameApi
  storage: FrameStorage
  /** Where a new device of a protected account asks the visitor (the frame's form). */
  prompt?: RecoveryPrompt
  /** Passkey ceremonies (the browser's WebAuthn); without them only passwords are offered. */
  passkeys?: PasskeyCeremonies
}) {
  const solanaAddresses = new Map<string, string>()
  const protectedAccounts = new Map<string, boolean | undefined>()
  // Two requests at once (GET_USER twice on a new device) must not create or recover twice.
  let ensuring: Promise<string> | undefined

  const withSolanaSigner = <T>(
    address: string,
    use: (signer: SolanaSigner) => Promise<T>,
  ): Promise<T> =>
    withSecret(deps, address, async (secret) => use(await deriveSolanaSigner(secret)))

  return {
    /**
     * Makes sure this device can sign for the account: creates the first key when the account
     * has none, recovers it on a new device, and answers the address. A new device of a protected
     * account needs `prompt` (the frame's recovery form) or the manager's own; without either
     * it is refused with the service's 'This wallet is protected…' sentence.
     */
    ensureKey(address: string | null, prompt?: RecoveryPrompt): Promise<string> {
      if (address !== null && deps.storage.deviceShare(address))
        return Promise.resolve(getAddress(address))
      ensuring ??= ensureKey(deps, address, prompt ?? deps.prompt).finally(() => {
        ensuring = undefined
      })
      return ensuring
    },

    /** Whether the account's recovery is protected by the visitor, and how to derive its key. */
    recoveryStatus: () => fetchRecoveryStatus(deps),

    /**
     * Whether this account's recovery is protected by the visitor (read once per account per
     * page; protecting sets it); undefined on a custodial service, which offers no protection.
     */
    async isRecoveryProtected(address: string): Promise<boolean | undefined> {
      const key = getAddress(address)
      if (protectedAccounts.has(key)) return protectedAccounts.get(key)
      const status = await fetchRecoveryStatus(deps)
      // A custodial service offers no protection: the page is told nothing to offer.
      const answer = status.custody === 'custodial' ? undefined : status.protected
      protectedAccounts.set(key, answer)
      return answer
    },

    /** Protects recovery with a password (see protectWithPassword). */
    async protectWithPassword(address: string, password: string): Promise<void> {
      await protectWithPassword(deps, address, password)
      protectedAccounts.set(getAddress(address), true)
    },

    /** Protects recovery with a passkey; runs the ceremony (see protectWithPasskey). */
    async protectWithPasskey(address: string): Promise<void> {
      await protectWithPasskey(deps, address)
      protectedAccounts.set(getAddress(address), true)
    },

    /** The ways this frame can offer to protect recovery here: passkeys where both sides can. */
    async protectionMethods(): Promise<RecoveryMethod[]> {
      const status = await fetchRecoveryStatus(deps)
      return status.passkeysAvailable && deps.passkeys?.supported()
        ? ['passkey', 'password']
        : ['password']
    },

    /**
     * The private key as hex, for the frame's export view only (EXPORT_KEY): rebuilt from the
     * device and auth shares, its bytes zeroed once the string is made.
     */
    withSecretHex(address: string): Promise<string> {
      return withSecret(deps, address, async (secret) => bytesToHex(secret))
    },

    /** Runs `use` with the whole key, rebuilt from the device share and the auth share. */
    withAccount<T>(address: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
      return withSecret(deps, address, (secret) => use(privateKeyToAccount(bytesToHex(secret))))
    },

    /**
     * Runs `use` with the visitor's Solana signer, derived from the same secret inside the same
     * scope (deriveSolanaSigner): the Ed25519 key follows the 2-of-3 custody of the EVM key and
     * is dropped, its seed zeroed, when `use` settles.
     */
    withSolanaSigner,

    /** The visitor's Solana address (public, so kept for the page's lifetime once derived). */
    async solanaAddress(address: string): Promise<string> {
      const key = getAddress(address)
      const known = solanaAddresses.get(key)
      if (known) return known
      const derived = await withSolanaSigner(key, async (signer) => signer.address)
      solanaAddresses.set(key, derived)
      return derived
    },
  }
}

/** Keys made by {@link createKeyManager}. @example await keys.ensureKey(null) */
export type KeyManager = ReturnType<typeof createKeyManager>
