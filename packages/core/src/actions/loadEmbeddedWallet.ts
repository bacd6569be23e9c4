import {
  ALERTS,
  assertEmailLoginAllowed,
  EMBEDDED_WALLET_NAMESPACES,
  EmailLoginDependencyError,
  isValidEmail,
  STORAGE_KEYS,
} from '@portico/common'
import { createAdapterContext } from '../adapters/createAdapterContext'
import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION } from '../api/sdkDefaults'
import type { PorticoInternals } from '../client/PorticoInternals'
import { writeConnectedSocial, writePreferredAccountTypes } from '../storage/storedSessionKeys'
import { writeLoginCache } from '../storage/writeLoginCache'
import type { EmbeddedWallet } from '../types/EmbeddedWallet'

async function start(internals: PorticoInternals): Promise<EmbeddedWallet | undefined> {
  const { options, stores } = internals
  // The embedded wallet serves eip155 and solana (spec §6): it wraps whichever the app has.
  const inners = EMBEDDED_WALLET_NAMESPACES.flatMap((ns) => {
    const adapter = internals.adapters.get(ns)
    return adapter ? [{ ns, adapter }] : []
  })
  // The frame is loaded for a project: without one there is no embedded wallet (the
  // not-configured alert says why).
  if (!options.embeddedWallet || inners.length === 0 || !options.projectId) return undefined
  let module: Awaited<ReturnType<NonNullable<typeof options.embeddedWallet>>>
  try {
    module = await options.embeddedWallet()
  } catch (cause) {
    throw new EmailLoginDependencyError({ cause })
  }
  const network =
    stores.chain.getState().networks.eip155?.caipNetwork ??
    options.networks.find((n) => n.chainNamespace === 'eip155')
  const wallet = module.createEmbeddedWallet({
    frameUrl: options.walletFrameUrl,
    projectId: options.projectId,
    chainId: network?.id ?? 1,
    metadata: options.metadata,
    features: { smartSessions: options.features.smartSessions },
    sdkType: options.sdkType ?? PORTICO_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? PORTICO_SDK_VERSION,
    showAlert: (key) => stores.alert.getState().show(ALERTS[key], 'error'),
  })
  // The frame's approval screen shows inside the modal: it follows the modal's theme.
  const sync = () => {
    const { themeMode, themeVariables } = stores.theme.getState()
    wallet.syncTheme(themeMode, themeVariables)
  }
  sync()
  stores.theme.subscribe(sync)
  // The login cache (spec §4) follows the signed-in user; clearNamespace removes it on
  // disconnect and on a failed check. Kept here, with the wallet's code, not in the first load.
  for (const { ns } of inners) {
    let cached = stores.account.getState().accounts[ns]?.user
    if (cached) writeLoginCache(internals.storage, cached)
    stores.account.subscribe((state) => {
      const user = state.accounts[ns]?.user
      if (user === cached) return
      cached = user
      if (!user) return
      writeLoginCache(internals.storage, user)
      // A social login is told apart from email by its provider (CONNECT_SUCCESS says 'social').
      if (user.authProvider && user.authProvider !== 'email') {
        state.setAccount(ns, { socialProvider: user.authProvider })
        writeConnectedSocial(internals.storage, user.authProvider, user.userName)
      }
      // The account type the visitor uses is the one to ask for next time (spec §3).
      const type = user.preferredAccountType
      const types = state.accounts[ns]?.preferredAccountTypes
      if (type && types && types[ns as keyof typeof types] !== type) {
        const preferred = { ...types, [ns]: type }
        state.setAccount(ns, { preferredAccountTypes: preferred })
        writePreferredAccountTypes(internals.storage, { [ns]: type })
      }
    })
  }
  // The email cooldown (spec §5, 30 s) holds across reloads: the last attempt's time is stored.
  const connectEmail = wallet.connectEmail.bind(wallet)
  wallet.connectEmail = async (email) => {
    // As the wallet itself: an invalid address is refused before any cooldown, and not counted.
    if (!isValidEmail(email.trim())) return connectEmail(email)
    const last = internals.storage.get(STORAGE_KEYS.emailLoginLastAt)
    assertEmailLoginAllowed(typeof last === 'number' ? last : undefined, Date.now())
    // Held from the start (a double click sends one mail), given back if no mail went out: a
    // refused attempt must not restart the window the service counts from its last mail.
    internals.storage.set(STORAGE_KEYS.emailLoginLastAt, Date.now())
    try {
      return await connectEmail(email)
    } catch (error) {
      if (typeof last === 'number') internals.storage.set(STORAGE_KEYS.emailLoginLastAt, last)
      else internals.storage.remove(STORAGE_KEYS.emailLoginLastAt)
      throw error
    }
  }
  // Every action looks its adapter up when it runs, so from here on the AUTH connector's calls
  // reach the frame and every other connector's still reach the app's adapter.
  for (const { ns, adapter } of inners) {
    internals.adapters.set(ns, wallet.wrap(adapter, createAdapterContext(internals, ns)))
  }
  // Where the visitor's account is a smart account (spec §6): the frame asks its service.
  wallet
    .getSmartAccountEnabledNetworks()
    .then((ids) =>
      stores.chain.getState().setNetworkState('eip155', { smartAccountEnabledNetworks: ids }),
    )
    .catch((error: unknown) =>
      options.logger.warn('Portico: smart-account networks unavailable', error),
    )
  return wallet
}

/**
 * The instance's embedded wallet, made once on first call: loads `options.embeddedWallet`
 * (none without it or without an eip155 or solana adapter: resolves undefined), puts the AUTH
 * connector beside the eip155 and solana adapters' connectors and fills the network state's
 * `smartAccountEnabledNetworks`. A failed import throws 'Unable to load email login
 * dependency' and is tried again on the next call.
 * @example
 * const wallet = await loadEmbeddedWallet(internals)
 */
export function loadEmbeddedWallet(
  internals: PorticoInternals,
): Promise<EmbeddedWallet | undefined> {
  const slot = internals.embeddedWallet
  slot.loading ??= start(internals).catch((error: unknown) => {
    slot.loading = undefined
    throw error
  })
  return slot.loading
}
