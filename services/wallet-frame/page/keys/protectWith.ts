import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { recoveryKeyContext, sealForVisitor } from '../recoveryCrypto'
import { newSplit } from './newSplit'
import { withSecret } from './withSecret'

/**
 * Which key to protect: the account's, rebuilt from this device's shares (`address`), or a new
 * one not stored anywhere yet (`secret`, a new account's first key).
 * @example const key: KeyToProtect = { address: user.address }
 */
export type KeyToProtect = { address: string } | { secret: Uint8Array }

/**
 * Protection, whichever the method: a new recovery key sealed under `wrapKey`, a fresh split of
 * the key whose recovery share the recovery key seals, posted by `send`; this device keeps the
 * new split's share. Answers the address.
 * @example await protectWith({ api, storage }, { address }, wrapKey, (body) => api.call('POST', path, { auth: true, body }, schema))
 */
export async function protectWith(
  deps: { api: FrameApi; storage: FrameStorage },
  key: KeyToProtect,
  wrapKey: Uint8Array,
  send: (body: Record<string, unknown>) => Promise<unknown>,
): Promise<`0x${string}`> {
  const recoveryKey = crypto.getRandomValues(new Uint8Array(32))
  try {
    const split =
      'secret' in key
        ? await newSplit(deps, key.secret, recoveryKey)
        : await withSecret(deps, key.address, (secret) => newSplit(deps, secret, recoveryKey))
    const wrappedKey = await sealForVisitor(wrapKey, recoveryKey, recoveryKeyContext(split.address))
    await send({ wrappedKey, ...split.body })
    deps.storage.setDeviceShare(split.address, split.deviceShare)
    return split.address
  } finally {
    recoveryKey.fill(0)
  }
}
