import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, getAddress, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { keySetupMessage } from '../keys/keySetupMessage'
import { RECOVERY_SCRYPT, recoveryStatusSchema } from '../keys/recoveryProtection'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import { deriveSolanaSigner, type SolanaSigner } from './deriveSolanaSigner'
import { FrameRequestError } from './FrameRequestError'
import {
  derivePasswordKeys,
  openForVisitor,
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

/**
 * Asks the visitor, inside the frame, for the wallet's recovery password; `problem` is the
 * sentence to show when the last one was wrong. Rejects when the visitor gives up.
 * @example const ask: AskRecoveryPassword = async () => passwordInput.value
 */
export type AskRecoveryPassword = (problem?: string) => Promise<string>

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
  /** Where a new device of a protected account gets the recovery password (the frame's form). */
  askRecoveryPassword?: AskRecoveryPassword
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
  const recoverWithPassword = async (expected: string, ask = deps.askRecoveryPassword) => {
    const status = await recoverStatus()
    if (!status.password) throw new FrameRequestError('This wallet has no recovery password')
    if (!ask)
      throw new FrameRequestError(
        'This wallet is protected by a recovery password: enter it to use this device',
        'RECOVERY_PASSWORD_REQUIRED',
      )
    let problem: string | undefined
    for (;;) {
      const password = await ask(problem)
      const { wrapKey, verifier } = await derivePasswordKeys(
        password,
        status.password.salt,
        status.password.params,
      )
      try {
        const answer = await api
          .call(
            'POST',
            '/keys/v1/recover',
            { auth: true, body: { password: { verifier } } },
            z.object({
              authShare: z.string(),
              visitorRecoveryShare: z.string(),
              wrappedKey: z.string(),
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof FrameRequestError && error.code === 'RECOVERY_PASSWORD_WRONG')
              return error
            throw error
          })
        if (answer instanceof FrameRequestError) {
          problem = answer.message
          continue
        }
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
      } finally {
        wrapKey.fill(0)
      }
    }
  }

  const recover = async (expected: string, ask?: AskRecoveryPassword) => {
    const answer = await api
      .call(
        'POST',
        '/keys/v1/recover',
        { auth: true, body: {} },
        z.object({ address: z.string(), authShare: z.string(), recoveryShare: z.string() }),
      )
      .catch((error: unknown) => {
        if (error instanceof FrameRequestError && error.code === 'RECOVERY_PASSWORD_REQUIRED')
          return undefined
        throw error
      })
    if (!answer) return recoverWithPassword(expected, ask ?? deps.askRecoveryPassword)
    const secret = await combine([shareBytes(answer.authShare), shareBytes(answer.recoveryShare)])
    try {
      checkOpens(secret, expected)
      return await setup(secret)
    } finally {
      secret.fill(0)
    }
  }

  const solanaAddresses = new Map<string, string>()
  const protectedAccounts = new Map<string, boolean>()

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

  const ensure = async (address: string | null, ask?: AskRecoveryPassword): Promise<string> => {
    if (address === null) {
      const secret = hexToBytes(generatePrivateKey())
      try {
        return await setup(secret)
      } finally {
        secret.fill(0)
      }
    }
    if (storage.deviceShare(address)) return getAddress(address)
    return recover(address, ask)
  }

  return {
    /**
     * Makes sure this device can sign for the account: creates the first key when the account
     * has none, recovers it on a new device, and answers the address. A new device of a protected
     * account needs `ask` (the frame's password form) or the manager's own prompt; without either
     * it is refused with the service's 'This wallet is protected…' sentence.
     */
    ensureKey(address: string | null, ask?: AskRecoveryPassword): Promise<string> {
      if (address !== null && storage.deviceShare(address))
        return Promise.resolve(getAddress(address))
      ensuring ??= ensure(address, ask).finally(() => {
        ensuring = undefined
      })
      return ensuring
    },

    /** Whether the account's recovery is protected by the visitor, and how to derive its key. */
    recoveryStatus: recoverStatus,

    /**
     * Whether this account's recovery is protected by the visitor (read once per account per
     * page; protecting sets it).
     */
    async isRecoveryProtected(address: string): Promise<boolean> {
      const key = getAddress(address)
      const known = protectedAccounts.get(key)
      if (known !== undefined) return known
      const { protected: isProtected } = await recoverStatus()
      protectedAccounts.set(key, isProtected)
      return isProtected
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
      const recoveryKey = crypto.getRandomValues(new Uint8Array(32))
      try {
        const wrappedKey = await sealForVisitor(wrapKey, recoveryKey, recoveryKeyContext(address))
        const split = await withSecret(address, (secret) => newSplit(secret, recoveryKey))
        await api.call(
          'POST',
          '/keys/v1/recovery/password',
          {
            auth: true,
            body: { salt, params: RECOVERY_SCRYPT, verifier, wrappedKey, ...split.body },
          },
          z.object({ address: z.string() }),
        )
        storage.setDeviceShare(split.address, split.deviceShare)
        protectedAccounts.set(getAddress(address), true)
      } finally {
        wrapKey.fill(0)
        recoveryKey.fill(0)
      }
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
