import { createPortico, type Portico, type PorticoOptions } from '@portico/core'
import { afterEach } from 'vitest'
import * as embeddedWallet from '../index'

/** The fake frame's origin: the `walletFrameUrl` of every test client. */
export const FAKE_FRAME_URL = 'http://127.0.0.1:8789'

/**
 * For a test file whose Portico clients carry the embedded wallet: returns the function that
 * creates one (on the desktop, silent, its frame at {@link FAKE_FRAME_URL}, no storage unless
 * given, this package as its wallet module unless `loader` says otherwise, `null` for none).
 * After each test its clients are destroyed and the page's frames removed.
 * @example
 * const client = useEmbeddedClients()
 * const portico = client({ networks: [KNOWN_CHAINS.mainnet], adapters: [createAppAdapter()] })
 */
export function useEmbeddedClients() {
  const clients: Portico[] = []
  afterEach(async () => {
    for (const portico of clients.splice(0)) await portico.destroy()
    document.body.innerHTML = ''
  })
  return (
    options: Pick<PorticoOptions, 'networks' | 'adapters'> & Partial<PorticoOptions>,
    loader: PorticoOptions['embeddedWallet'] | null = async () => embeddedWallet,
  ): Portico => {
    const portico = createPortico({
      storage: null,
      isMobile: false,
      logger: { warn: () => {}, error: () => {} },
      walletFrameUrl: FAKE_FRAME_URL,
      projectId: 'portico-test',
      ...(loader && { embeddedWallet: loader }),
      ...options,
    })
    clients.push(portico)
    return portico
  }
}

/**
 * The embedded wallet's iframe the client added to the page.
 * @example
 * frame.attach(embeddedFrame())
 */
export function embeddedFrame(): HTMLIFrameElement {
  const iframe = document.querySelector<HTMLIFrameElement>(
    '[data-testid="portico-embedded-wallet-frame"]',
  )
  if (!iframe) throw new Error('no embedded wallet frame in the page')
  return iframe
}
