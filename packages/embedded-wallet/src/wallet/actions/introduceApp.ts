import type { EmbeddedWalletState } from '../EmbeddedWalletState'

/**
 * Tells a freshly loaded frame who asks (for its approval screen) and, once set, the theme.
 * @example
 * state.host.ready().then(() => introduceApp(state))
 */
export async function introduceApp(state: EmbeddedWalletState): Promise<void> {
  const { host, options } = state
  await host.request('SYNC_DAPP_DATA', {
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    projectId: options.projectId ?? '',
    // The frame refuses wallet_grantPermissions unless the app turned smart sessions on.
    features: { smartSessions: options.features?.smartSessions === true },
    ...(options.metadata && {
      metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    }),
  })
  if (state.theme) await host.request('SYNC_THEME', state.theme)
}
