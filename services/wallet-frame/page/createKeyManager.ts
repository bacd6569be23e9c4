import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, getAddress, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { keySetupMessage } from '../src/shared/keySetupMessage'
import { RECOVERY_SCRYPT, recoveryStatusSchema } from '../src/shared/recoveryProtection'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import type { PasskeyCeremonies } from './createPasskeyCeremonies'
import { deriveSolanaSigner, type SolanaSigner } from './deriveSolanaSigner'
import { FrameRequestError } from './FrameRequestError'
import {
  derivePasswordKeys,
  openForVisitor,
  prfWrapKey,
  recoveryKeyContext,
  sealForVisitor,
  shareContext,
} from './recoveryCrypto'

const shareHex = (share: Uint8Array) => bytesToHex(share)
const shareBytes = (hex: string) =>
  hexToBytes((hex.startsWith('0x') ? hex : `0x${hex}`) as `0x${string}`)
const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0] ?? ''
const randomHex = (bytes: number) => bytesToHex(crypto.getRandomValues(new Uint8Array(bytes)))

/** The shortest recovery password the frame accepts. */
export const MIN_RECOVERY_PASSWORD_LENGTH = 10

/** How a wallet's recovery is protected by its owner. */
export type RecoveryMethod = 'password' | 'passkey'

/**
 * What the visitor chose in the frame's recovery form: a password they typed, or their passkey
 * (the ceremony then runs in that click).
 * @example const choice: RecoveryChoice = { method: 'password', password: 'violet staple battery' }
 */
export type RecoveryChoice = { method: 'password'; password: string } | { method: 'passkey' }

/**
 * Asks the visitor, inside the frame, to protect (`protect`) or open (`unlock`) the wallet with
 * one of `methods`; `problem` is the sentence to show when the last try failed. Rejects when
 * the visitor gives up.
 * @example const prompt: RecoveryPrompt = async () => ({ method: 'password', password })
 */
export type RecoveryPrompt = (request: {
  mode: 'protect' | 'unlock' | 'signIn'
  methods: readonly RecoveryMethod[]
  problem?: string | undefined
}) => Promise<RecoveryChoice>

const recoveredSchema = z.object({
  authShare: z.string(),
  visitorRecoveryShare: z.string(),
  wrappedKey: z.string(),
})
const passkeyOptionsSchema = <T extends z.ZodType>(options: T) =>
  z.object({ options, prfSalt: z.string().regex(/^[0-9a-f]{64}$/) })
// The service's WebAuthn options, passed to the browser as they came (it checks them itself).
const webauthnOptions = z.looseObject({ challenge: z.string() })
const isLocal = (error: unknown) => error instanceof FrameRequestError && !error.coded

/**
 * The frame's key custody (2-of-3 Shamir): a new key is created here and split into a device
 * share (this origin's storage), an auth share (the service, released to a session of this
 * device) and a recovery share (the service, sealed by its KMS). A new device rebuilds the key
 * from the auth and recovery shares of an earlier device, then gets its own split. The whole
 * key exists only inside `withAccount` / `withSolanaSigner` and the setup steps, and its bytes
 * are zeroed after. The Solana key is derived from the same secret (deriveSolanaSigner).
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
  const { api, storage } = deps

  // A fresh split of `secret` for this device, proven by a signature of its key for this
  // session. With `recoveryKey` (a protected account) the recovery share is sealed here under
  // it, so the service stores a share it cannot open; without, the service's KMS seals it.
  const newSplit = async (secret: Uint8Array, recoveryKey?: Uint8Array) => {
    const account = privateKeyToAccount(bytesToHex(secret))
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new FrameRequestError('Key split failed')
    const refreshToken = storage.session()?.refreshToken
    if (!refreshToken) throw new FrameRequestError('Not signed in', 'UNAUTHORIZED')
    try {
      const signature = await account.signMessage({
        message: keySetupMessage(sessionIdOf(refreshToken)),
      })
      const body = {
        address: account.address,
        authShare: shareHex(auth),
        signature,
        ...(recoveryKey
          ? {
              visitorRecoveryShare: await sealForVisitor(
                recoveryKey,
                recovery,
                shareContext(account.address),
              ),
            }
          : { recoveryShare: shareHex(recovery) }),
      }
      return { address: account.address, deviceShare: shareHex(device), body }
    } finally {
      for (const share of [device, auth, recovery]) share.fill(0)
    }
  }

  const setup = async (secret: Uint8Array, recoveryKey?: Uint8Array) => {
    const { address, deviceShare, body } = await newSplit(secret, recoveryKey)
    await api.call(
      'POST',
      '/keys/v1/setup',
      { auth: true, body },
      z.object({ address: z.string() }),
    )
    storage.setDeviceShare(address, deviceShare)
    return address
  }

  const checkOpens = (secret: Uint8Array, expected: string) => {
    if (privateKeyToAccount(bytesToHex(secret)).address !== getAddress(expected)) {
      throw new FrameRequestError('The recovered key does not open this account')
    }
  }

  const recoverStatus = () =>
    api.call('GET', '/keys/v1/recovery', { auth: true }, recoveryStatusSchema)

  // A protected account: the visitor's password derives the verifier that makes the service
  // hand out the sealed shares and the key that opens them; a wrong one is asked again until
  // the service locks recovery.
  // The recovery key, opened on a new device, rebuilds the key from the released shares and
  // gives this device its own split sealed under the same recovery key.
  const finishRecovery = async (
    expected: string,
    answer: z.infer<typeof recoveredSchema>,
    wrapKey: Uint8Array,
  ) => {
    const recoveryKey = await openForVisitor(
      wrapKey,
      answer.wrappedKey,
      recoveryKeyContext(expected),
    )
    const recoveryShare = await openForVisitor(
      recoveryKey,
      answer.visitorRecoveryShare,
      shareContext(expected),
    )
    const secret = await combine([shareBytes(answer.authShare), recoveryShare])
    try {
      checkOpens(secret, expected)
      return await setup(secret, recoveryKey)
    } finally {
      for (const bytes of [secret, recoveryShare, recoveryKey]) bytes.fill(0)
    }
  }

  const unlockWithPassword = async (
    expected: string,
    password: string,
    params: { salt: string; params: { N: number; r: number; p: number } },
  ) => {
    const { wrapKey, verifier } = await derivePasswordKeys(password, params.salt, params.params)
    try {
      const answer = await api.call(
        'POST',
        '/keys/v1/recover',
        { auth: true, body: { password: { verifier } } },
        recoveredSchema,
      )
      return await finishRecovery(expected, answer, wrapKey)
    } finally {
      wrapKey.fill(0)
    }
  }

  const unlockWithPasskey = async (expected: string) => {
    if (!deps.passkeys) throw new FrameRequestError('Passkeys are not available in this browser')
    const { options, prfSalts } = await api.call(
      'POST',
      '/keys/v1/recover/passkey/options',
      { auth: true, body: {} },
      z.object({ options: webauthnOptions, prfSalts: z.record(z.string(), z.string()) }),
    )
    const { response, prfOutput } = await deps.passkeys.authenticate(options as never, prfSalts)
    const wrapKey = await prfWrapKey(prfOutput)
    prfOutput.fill(0)
    try {
      const answer = await api.call(
        'POST',
        '/keys/v1/recover',
        { auth: true, body: { passkey: { response } } },
        recoveredSchema,
      )
      return await finishRecovery(expected, answer, wrapKey)
    } finally {
      wrapKey.fill(0)
    }
  }

  // A protected account: the visitor's password or passkey makes the service hand out the
  // sealed shares and opens them; a wrong try is asked again until the service locks recovery.
  const recoverProtected = async (expected: string, prompt = deps.prompt) => {
    const status = await recoverStatus()
    const method: RecoveryMethod = status.passkey ? 'passkey' : 'password'
    if (!prompt)
      throw new FrameRequestError(
        method === 'passkey'
          ? 'This wallet is protected by a passkey: use it to open the wallet on this device'
          : 'This wallet is protected by a recovery password: enter it to use this device',
        method === 'passkey' ? 'RECOVERY_PASSKEY_REQUIRED' : 'RECOVERY_PASSWORD_REQUIRED',
      )
    let problem: string | undefined
    for (;;) {
      const choice = await prompt({ mode: 'unlock', methods: [method], problem })
      try {
        if (choice.method === 'passkey') return await unlockWithPasskey(expected)
        if (!status.password) throw new FrameRequestError('This wallet has no recovery password')
        return await unlockWithPassword(expected, choice.password, status.password)
      } catch (error) {
        const retry =
          isLocal(error) ||
          (error instanceof FrameRequestError &&
            (error.code === 'RECOVERY_PASSWORD_WRONG' || error.code === 'RECOVERY_PASSKEY_WRONG'))
        if (!retry) throw error
        problem = (error as FrameRequestError).message
      }
    }
  }

  const recover = async (expected: string, prompt?: RecoveryPrompt) => {
    const answer = await api
      .call(
        'POST',
        '/keys/v1/recover',
        { auth: true, body: {} },
        z.object({ address: z.string(), authShare: z.string(), recoveryShare: z.string() }),
      )
      .catch((error: unknown) => {
        if (
          error instanceof FrameRequestError &&
          (error.code === 'RECOVERY_PASSWORD_REQUIRED' ||
            error.code === 'RECOVERY_PASSKEY_REQUIRED')
        )
          return undefined
        throw error
      })
    if (!answer) return recoverProtected(expected, prompt ?? deps.prompt)
    const secret = await combine([shareBytes(answer.authShare), shareBytes(answer.recoveryShare)])
    try {
      checkOpens(secret, expected)
      return await setup(secret)
    } finally {
      secret.fill(0)
    }
  }

  // Protection, whichever the method: a new recovery key sealed under `wrapKey`, a fresh split of
  // the key whose recovery share the recovery key seals, posted by `send`; this device keeps the
  // new split's share.
  const protectWith = async (
    address: string,
    wrapKey: Uint8Array,
    send: (body: Record<string, unknown>) => Promise<unknown>,
  ) => {
    const recoveryKey = crypto.getRandomValues(new Uint8Array(32))
    try {
      const wrappedKey = await sealForVisitor(wrapKey, recoveryKey, recoveryKeyContext(address))
      const split = await withSecret(address, (secret) => newSplit(secret, recoveryKey))
      await send({ wrappedKey, ...split.body })
      storage.setDeviceShare(split.address, split.deviceShare)
      protectedAccounts.set(getAddress(address), true)
    } finally {
      recoveryKey.fill(0)
    }
  }

  const solanaAddresses = new Map<string, string>()
  const protectedAccounts = new Map<string, boolean | undefined>()

  // The whole secret, rebuilt from the device share and the auth share, for `use` only: its
  // bytes are zeroed when `use` settles, whatever it derived from them goes out of scope.
  const withSecret = async <T>(
    address: string,
    use: (secret: Uint8Array) => Promise<T>,
  ): Promise<T> => {
    const deviceShare = storage.deviceShare(address)
    if (!deviceShare) throw new FrameRequestError('No key on this device', 'NO_KEY')
    const { authShare } = await api.call(
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

  const withSolanaSigner = <T>(
    address: string,
    use: (signer: SolanaSigner) => Promise<T>,
  ): Promise<T> => withSecret(address, async (secret) => use(await deriveSolanaSigner(secret)))

  // Two requests at once (GET_USER twice on a new device) must not create or recover twice.
  let ensuring: Promise<string> | undefined

  const ensure = async (address: string | null, prompt?: RecoveryPrompt): Promise<string> => {
    if (address === null) {
      const secret = hexToBytes(generatePrivateKey())
      try {
        return await setup(secret)
      } finally {
        secret.fill(0)
      }
    }
    if (storage.deviceShare(address)) return getAddress(address)
    return recover(address, prompt)
  }

  return {
    /**
     * Makes sure this device can sign for the account: creates the first key when the account
     * has none, recovers it on a new device, and answers the address. A new device of a protected
     * account needs `prompt` (the frame's recovery form) or the manager's own; without either
     * it is refused with the service's 'This wallet is protected…' sentence.
     */
    ensureKey(address: string | null, prompt?: RecoveryPrompt): Promise<string> {
      if (address !== null && storage.deviceShare(address))
        return Promise.resolve(getAddress(address))
      ensuring ??= ensure(address, prompt).finally(() => {
        ensuring = undefined
      })
      return ensuring
    },

    /** Whether the account's recovery is protected by the visitor, and how to derive its key. */
    recoveryStatus: recoverStatus,

    /**
     * Whether this account's recovery is protected by the visitor (read once per account per
     * page; protecting sets it); undefined on a custodial service, which offers no protection.
     */
    async isRecoveryProtected(address: string): Promise<boolean | undefined> {
      const key = getAddress(address)
      if (protectedAccounts.has(key)) return protectedAccounts.get(key)
      const status = await recoverStatus()
      // A custodial service offers no protection: the page is told nothing to offer.
      const answer = status.custody === 'custodial' ? undefined : status.protected
      protectedAccounts.set(key, answer)
      return answer
    },

    /**
     * Protects recovery with a password (self-custody): a new recovery key seals a fresh split's
     * recovery share, the password's scrypt key seals the recovery key, and the service, which
     * keeps only those sealed copies and the verifier's hash, deletes the recovery shares its KMS
     * could open. This device's share is replaced by the new split's.
     */
    async protectWithPassword(address: string, password: string): Promise<void> {
      if ([...password].length < MIN_RECOVERY_PASSWORD_LENGTH)
        throw new FrameRequestError(
          `The recovery password must be at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters long`,
        )
      const salt = randomHex(16).slice(2)
      const { wrapKey, verifier } = await derivePasswordKeys(password, salt)
      try {
        await protectWith(address, wrapKey, (split) =>
          api.call(
            'POST',
            '/keys/v1/recovery/password',
            { auth: true, body: { salt, params: RECOVERY_SCRYPT, verifier, ...split } },
            z.object({ address: z.string() }),
          ),
        )
      } finally {
        wrapKey.fill(0)
      }
    },

    /**
     * Protects recovery with a passkey (WebAuthn PRF): registers one, derives the sealing key from
     * its PRF output (prfWrapKey) and protects as with a password; the service verifies the
     * credential and from then on hands out the sealed shares only for an assertion of it. Runs
     * the ceremony, so call it in the visitor's click.
     */
    async protectWithPasskey(address: string): Promise<void> {
      if (!deps.passkeys) throw new FrameRequestError('Passkeys are not available in this browser')
      const { options, prfSalt } = await api.call(
        'POST',
        '/keys/v1/recovery/passkey/options',
        { auth: true, body: {} },
        passkeyOptionsSchema(webauthnOptions.extend({ rp: z.looseObject({ id: z.string() }) })),
      )
      const { response, prfOutput } = await deps.passkeys.register(options as never, prfSalt)
      const wrapKey = await prfWrapKey(prfOutput)
      prfOutput.fill(0)
      try {
        await protectWith(address, wrapKey, (split) =>
          api.call(
            'POST',
            '/keys/v1/recovery/passkey',
            { auth: true, body: { response, ...split } },
            z.object({ address: z.string() }),
          ),
        )
      } finally {
        wrapKey.fill(0)
      }
    },

    /** The ways this frame can offer to protect recovery here: passkeys where both sides can. */
    async protectionMethods(): Promise<RecoveryMethod[]> {
      const status = await recoverStatus()
      return status.passkeysAvailable && deps.passkeys?.supported()
        ? ['passkey', 'password']
        : ['password']
    },

    /**
     * The private key as hex, for the frame's export view only (EXPORT_KEY): rebuilt from the
     * device and auth shares, its bytes zeroed once the string is made.
     */
    withSecretHex(address: string): Promise<string> {
      return withSecret(address, async (secret) => bytesToHex(secret))
    },

    /** Runs `use` with the whole key, rebuilt from the device share and the auth share. */
    withAccount<T>(address: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
      return withSecret(address, (secret) => use(privateKeyToAccount(bytesToHex(secret))))
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
