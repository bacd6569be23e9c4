import { bytesToHex, getAddress } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import type { PasskeyCeremonies } from './createPasskeyCeremonies'
import { deriveSolanaSigner, type SolanaSigner } from './deriveSolanaSigner'
import { ensureKey } from './keys/ensureKey'
import { fetchRecoveryStatus } from './keys/fetchRecoveryStatus'
import { protectionMethods } from './keys/protectionMethods'
import { protectWithPasskey } from './keys/protectWithPasskey'
import { protectWithPassword } from './keys/protectWithPassword'
import type { RecoveryMethod, RecoveryPrompt } from './keys/RecoveryPrompt'
import { withSecret } from './keys/withSecret'
import type { Scrypt } from './Scrypt'

export {
  MIN_RECOVERY_PASSWORD_LENGTH,
  type RecoveryChoice,
  type RecoveryMethod,
  type RecoveryPrompt,
  type RecoveryRequest,
} from './keys/RecoveryPrompt'

/**
 * The frame's key custody (2-of-3 Shamir): a new key is created here and split into a device
 * share (this origin's storage), an auth share (the service, released to a session of this
 * device) and a recovery share (the service, sealed by the visitor's passkey or password — or,
 * in operator custody, by the service's KMS). A new device
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
  /** Where the recovery password's scrypt runs: the frame's worker; this thread without one. */
  scrypt?: Scrypt
}) {
  const solanaAddresses = new Map<string, string>()
  const protectedAccounts = new Map<string, boolean | undefined>()
  // One key step at a time: two requests at once (GET_USER twice on a new device) must not
  // create or recover twice. A request that can ask the visitor waits for a silent one to end
  // rather than share its answer, which may be 'ask the visitor'.
  let ensuring: { promise: Promise<string>; prompted: boolean } | undefined

  const isRecoveryProtected = async (address: string): Promise<boolean | undefined> => {
    const key = getAddress(address)
    if (protectedAccounts.has(key)) return protectedAccounts.get(key)
    const status = await fetchRecoveryStatus(deps)
    // Operator custody offers no protection: the page is told nothing to offer.
    const answer = status.custody === 'operator' ? undefined : status.protected
    protectedAccounts.set(key, answer)
    return answer
  }
  const steps = {
    ...deps,
    isRecoveryProtected,
    markProtected: (address: string) => protectedAccounts.set(getAddress(address), true),
  }

  const withSolanaSigner = <T>(
    address: string,
    use: (signer: SolanaSigner) => Promise<T>,
  ): Promise<T> =>
    withSecret(deps, address, async (secret) => use(await deriveSolanaSigner(secret)))

  return {
    /**
     * Makes sure this device can sign for the account (see ensureKey): makes the first key, with
     * the visitor, when the account has none; recovers it on a new device; has an older account
     * protected. What needs the visitor goes through `prompt` (the frame's recovery form) or the
     * manager's own; without either the answer is `RECOVERY_SETUP_REQUIRED`, or for a new device
     * of a protected account the service's 'This wallet is protected…' sentence.
     */
    ensureKey(address: string | null, prompt?: RecoveryPrompt): Promise<string> {
      const asking = prompt ?? deps.prompt
      const running = ensuring
      if (running && (running.prompted || !asking)) return running.promise
      const promise = (async () => {
        await running?.promise.catch(() => undefined)
        return ensureKey(steps, address, asking)
      })()
      const entry = { promise, prompted: asking !== undefined }
      ensuring = entry
      promise
        .finally(() => {
          if (ensuring === entry) ensuring = undefined
        })
        .catch(() => undefined)
      return promise
    },

    /** Whether the account's recovery is protected by the visitor, and how to derive its key. */
    recoveryStatus: () => fetchRecoveryStatus(deps),

    /**
     * Whether this account's recovery is protected by the visitor (read once per account per
     * page; protecting sets it); undefined in operator custody, which offers no protection.
     */
    isRecoveryProtected,

    /** Protects recovery with a password (see protectWithPassword). */
    async protectWithPassword(address: string, password: string): Promise<void> {
      await protectWithPassword(deps, { address }, password)
      steps.markProtected(address)
    },

    /** Protects recovery with a passkey; runs the ceremony (see protectWithPasskey). */
    async protectWithPasskey(address: string): Promise<void> {
      await protectWithPasskey(deps, { address })
      steps.markProtected(address)
    },

    /** The ways this frame can offer to protect recovery here: passkeys where both sides can. */
    async protectionMethods(): Promise<RecoveryMethod[]> {
      return protectionMethods(await fetchRecoveryStatus(deps), deps.passkeys)
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
