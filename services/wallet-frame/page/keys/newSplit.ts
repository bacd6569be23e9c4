import { split } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { keySetupMessage } from '../../src/shared/keySetupMessage'
import type { FrameStorage } from '../createFrameStorage'
import { FrameRequestError } from '../FrameRequestError'
import { sealForVisitor, shareContext } from '../recoveryCrypto'
import { shareHex } from './shareHex'

const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0] ?? ''

/**
 * A fresh 2-of-3 split of `secret` for this device, proven by a signature of its key for this
 * session: the device share to keep here and the body the service stores. With `recoveryKey`
 * (a protected account) the recovery share is sealed here under it, so the service stores a
 * share it cannot open; without, the service's KMS seals it.
 * @example const { address, deviceShare, body } = await newSplit({ storage }, secret, recoveryKey)
 */
export async function newSplit(
  deps: { storage: FrameStorage },
  secret: Uint8Array,
  recoveryKey?: Uint8Array,
) {
  const account = privateKeyToAccount(bytesToHex(secret))
  const [device, auth, recovery] = await split(secret, 3, 2)
  if (!device || !auth || !recovery) throw new FrameRequestError('Key split failed')
  const refreshToken = deps.storage.session()?.refreshToken
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
