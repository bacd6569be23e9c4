import { z } from 'zod'
import { fetchKeyAddress } from './auth/fetchKeyAddress'
import { forgetSession } from './auth/forgetSession'
import type { FrameContext } from './FrameContext'

/**
 * The account's device controls: SIGN_OUT_EVERYWHERE (every session of the account ends, this
 * one too), REMOVE_DEVICE (this device's key share and sessions go; the service refuses while it
 * is the only device the wallet can be recovered from) and EXPORT_KEY (after a login of the last
 * 5 minutes, the frame's export view shows the private key, named by the smart account it owns
 * where the network has one; the page gets `{ exported: true }`, never the key).
 * @example const devices = createDeviceHandlers(ctx); await devices.SIGN_OUT_EVERYWHERE()
 */
export function createDeviceHandlers(ctx: FrameContext) {
  const { api, storage, keys } = ctx

  return {
    async SIGN_OUT_EVERYWHERE() {
      await api.call('POST', '/auth/v1/signout/everywhere', { auth: true, body: {} }, z.unknown())
      forgetSession(ctx)
      return undefined
    },

    async REMOVE_DEVICE() {
      const account = await fetchKeyAddress(ctx)
      await api.call('POST', '/keys/v1/device/remove', { auth: true, body: {} }, z.unknown())
      storage.removeDeviceShare(account)
      forgetSession(ctx)
      return undefined
    },

    async EXPORT_KEY() {
      const account = await fetchKeyAddress(ctx)
      await api.call('POST', '/keys/v1/export/check', { auth: true, body: {} }, z.unknown())
      // Named by the smart account where this network has one: the address the visitor knows.
      const chainId = ctx.chainId()
      const smartAccount = (await ctx.smartAccounts.isEnabled(chainId))
        ? await ctx.smartAccounts.smartAddressOf(account, chainId)
        : undefined
      await ctx.exportView.show({ address: account, smartAccount }, () =>
        // The key as the visitor would import it elsewhere; the secret bytes are zeroed when
        // withSecret settles, the hex string lives until the view drops it.
        keys.withSecretHex(account),
      )
      return { exported: true as const }
    },
  }
}
