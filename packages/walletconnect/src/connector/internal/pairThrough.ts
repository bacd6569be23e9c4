import type { CaipNetwork } from '@portico/common'
import { RelayUnreachableError } from '../../errors/RelayUnreachableError'
import { toWalletConnectError } from '../../errors/toWalletConnectError'
import { buildNamespaces } from '../../namespaces/buildNamespaces'
import type { UniversalProvider } from '../../provider/UniversalProvider'
import { DEFAULT_PAIRING_TIMEOUT_MS, DEFAULT_RELAY_URL } from '../WalletConnectOptions'
import type { WalletConnectState } from '../WalletConnectState'
import { sessionNetworks } from './sessionNetworks'

/**
 * One pairing attempt: proposes a session for every attached network (`caipNetwork` first),
 * hands its uri to `onUri` and resolves once the wallet approved. The SDK waits for the relay
 * indefinitely; without a uri after `pairingTimeoutMs` the attempt fails with a
 * RelayUnreachableError, so the view can offer a retry.
 * @example
 * await pairThrough(state, provider, (uri) => showQr(uri), caipNetwork)
 */
export async function pairThrough(
  state: WalletConnectState,
  loaded: UniversalProvider,
  onUri: (uri: string) => void,
  caipNetwork: CaipNetwork | undefined,
): Promise<void> {
  const { options } = state
  let shown = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const show = (uri: string) => {
    shown = true
    onUri(uri)
  }
  loaded.on('display_uri', show)
  const optionalNamespaces = buildNamespaces(sessionNetworks(state), caipNetwork?.caipNetworkId)
  const connecting = loaded.connect({ optionalNamespaces })
  const unreachable = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (shown) return
      connecting.catch(() => undefined)
      reject(
        new RelayUnreachableError({
          metaMessages: [`Relay: ${options.relayUrl ?? DEFAULT_RELAY_URL}`],
        }),
      )
    }, options.pairingTimeoutMs ?? DEFAULT_PAIRING_TIMEOUT_MS)
  })
  try {
    await Promise.race([connecting, unreachable])
  } catch (error) {
    throw toWalletConnectError(error)
  } finally {
    clearTimeout(timer)
    loaded.off('display_uri', show)
  }
}
