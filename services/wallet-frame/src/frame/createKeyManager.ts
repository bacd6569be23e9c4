import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, getAddress, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { keySetupMessage } from '../keys/keySetupMessage'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import { deriveSolanaSigner, type SolanaSigner } from './deriveSolanaSigner'
import { FrameRequestError } from './FrameRequestError'

const shareHex = (share: Uint8Array) => bytesToHex(share)
const shareBytes = (hex: string) =>
  hexToBytes((hex.startsWith('0x') ? hex : `0x${hex}`) as `0x${string}`)
const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0] ?? ''

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
export function createKeyManager(deps: { api: FrameApi; storage: FrameStorage }) {
  const { api, storage } = deps

  const setup = async (secret: Uint8Array) => {
    const account = privateKeyToAccount(bytesToHex(secret))
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new FrameRequestError('Key split failed')
    const refreshToken = storage.session()?.refreshToken
    if (!refreshToken) throw new FrameRequestError('Not signed in', 'UNAUTHORIZED')
    const signature = await account.signMessage({
      message: keySetupMessage(sessionIdOf(refreshToken)),
    })
    await api.call(
      'POST',
      '/keys/v1/setup',
      {
        auth: true,
        body: {
          address: account.address,
          authShare: shareHex(auth),
          recoveryShare: shareHex(recovery),
          signature,
        },
      },
      z.object({ address: z.string() }),
    )
    storage.setDeviceShare(account.address, shareHex(device))
    for (const share of [device, auth, recovery]) share.fill(0)
    return account.address
  }

  const recover = async (expected: string) => {
    const { authShare, recoveryShare } = await api.call(
      'POST',
      '/keys/v1/recover',
      { auth: true },
      z.object({ address: z.string(), authShare: z.string(), recoveryShare: z.string() }),
    )
    const secret = await combine([shareBytes(authShare), shareBytes(recoveryShare)])
    try {
      if (privateKeyToAccount(bytesToHex(secret)).address !== getAddress(expected)) {
        throw new FrameRequestError('The recovered key does not open this account')
      }
      return await setup(secret)
    } finally {
      secret.fill(0)
    }
  }

  const solanaAddresses = new Map<string, string>()

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

  const ensure = async (address: string | null): Promise<string> => {
    if (address === null) {
      const secret = hexToBytes(generatePrivateKey())
      try {
        return await setup(secret)
      } finally {
        secret.fill(0)
      }
    }
    if (storage.deviceShare(address)) return getAddress(address)
    return recover(address)
  }

  return {
    /**
     * Makes sure this device can sign for the account: creates the first key when the account
     * has none, recovers it on a new device, and answers the address.
     */
    ensureKey(address: string | null): Promise<string> {
      if (address !== null && storage.deviceShare(address))
        return Promise.resolve(getAddress(address))
      ensuring ??= ensure(address).finally(() => {
        ensuring = undefined
      })
      return ensuring
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
