import type { Connector } from '@portico/core'
import { isIosSafariOrTelegram, readBrowserTraits } from '@portico/walletconnect'
import { useEffect, useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { whenIdle } from '../../loading/whenIdle'
import { LazyConnectingWalletConnectBasicView } from '../ConnectingWalletConnectBasic/LazyConnectingWalletConnectBasicView'
import { connectWalletConnect } from './connectWalletConnect'
import { findWalletConnect } from './findWalletConnect'
import { LazyConnectingWalletConnectView } from './LazyConnectingWalletConnectView'
import type { WalletConnectAttempt } from './WalletConnectAttemptContext'
import { walletConnectWarmup } from './walletConnectWarmup'

/** Wallets in this browser: with one the visitor is likely to pick it over a QR code. */
const isBrowserWallet = (connector: Connector) =>
  connector.type === 'ANNOUNCED' ||
  connector.type === 'INJECTED' ||
  connector.type === 'MULTI_CHAIN'

/** The QR code views' chunks: fetched ahead, they open without a spinner. */
const preloadViews = () =>
  Promise.all([
    LazyConnectingWalletConnectBasicView.preload(),
    LazyConnectingWalletConnectView.preload(),
  ])

/** The visitor asked the browser to spare data: no downloads they did not ask for. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Gets WalletConnect ready ahead of the visitor, from the modal (its chunk, never the page's
 * first load), as {@link walletConnectWarmup} decides: with the modal closed and the browser
 * idle, the SDK and its provider where WalletConnect is the likely way in; while a wallet list
 * shows, the provider, a pairing or (iOS Safari, Telegram) the connect itself; the QR code
 * views' chunks with either. Returns the modal's {@link WalletConnectAttempt}, for the views to
 * join. Nothing happens for apps without WalletConnect or once connected.
 * @example
 * const attempt = usePrepareWalletConnect()
 * <WalletConnectAttemptContext.Provider value={attempt}>…</WalletConnectAttemptContext.Provider>
 */
export function usePrepareWalletConnect(): WalletConnectAttempt {
  const client = usePorticoClient()
  const [attempt] = useState<WalletConnectAttempt>(() => ({ current: undefined }))
  const open = useStoreValue(client.stores.modal, (s) => s.open)
  const view = useStoreValue(client.stores.router, (s) => s.view.view)
  const namespace = useStoreValue(
    client.stores.connectors,
    (s) => s.connectors.find((c) => c.type === 'WALLET_CONNECT')?.chain,
  )
  const hasBrowserWallet = useStoreValue(client.stores.connectors, (s) =>
    s.connectors.some(isBrowserWallet),
  )
  const connected = useStoreValue(
    client.stores.account,
    (s) => namespace !== undefined && s.accounts[namespace]?.caipAddress !== undefined,
  )
  const ready = namespace !== undefined && findWalletConnect(client)?.walletConnect !== undefined

  useEffect(() => {
    if (!ready) return
    const step = walletConnectWarmup({
      open,
      view,
      connected,
      hasBrowserWallet,
      isMobile: client.options.isMobile(),
      pairsFirst: isIosSafariOrTelegram(readBrowserTraits()),
    })
    if (!step) return
    const warmUp = () => {
      // Getting ready may fail (relay down, chunk unreachable): the connect the visitor starts
      // then tries again and says so; core reports a failed connect (status, CONNECT_ERROR).
      preloadViews().catch(() => undefined)
      if (step === 'connect') connectWalletConnect(client, attempt).catch(() => undefined)
      else
        findWalletConnect(client)
          ?.walletConnect?.prepare(step, { ...(namespace && { namespace }) })
          .catch(() => undefined)
    }
    // Closed: only once the browser is idle, and not for a visitor who asked to save data.
    if (!open) return savesData() ? undefined : whenIdle(warmUp)
    warmUp()
  }, [client, attempt, open, ready, view, connected, hasBrowserWallet, namespace])

  return attempt
}
