import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { recoveryKeyContext, sealForVisitor } from '../recoveryCrypto'
import { newSplit } from './newSplit'
import { withSecret } from './withSecret'

/**
 * Protection, whichever the method: a new recovery key sealed under `wrapKey`, a fresh split of
 * the key whose recovery share the recovery key seals, posted by `send`; this device keeps the
 * new split's share.
 * @example await protectWith({ api, storage }, address, wrapKey, (body) => api.call('POST', path, { auth: true, body }, schema))
 */
export async function protectWith(
  deps: { api: FrameApi; storage: FrameStorage },
  address: string,
  wrapKey: Uint8Array,
  send: (body: Record<string, unknown>) => Promise<unknown>,
): Promise<void> {
  const recoveryKey = crypto.getRandomValues(new Uint8Array(32))
  try {
    const wrappedKey = await sealForVisitor(wrapKey, recoveryKey, recoveryKeyContext(address))
    const split = await withSecret(deps, address, (secret) => newSplit(deps, secret, recoveryKey))
    await send({ wrappedKey, ...split.body })
    deps.storage.setDeviceShare(split.address, split.deviceShare)
  } finally {
    recoveryKey.fill(0)
  }
}
