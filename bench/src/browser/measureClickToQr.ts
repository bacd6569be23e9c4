/**
 * Runs in the page: clicks the connect button, waits until the Connect view lists WalletConnect
 * and a frame shows it, clicks WalletConnect at once, and resolves the ms from that click until
 * the pairing QR code (`portico-wc-qr` with its uri) has been painted, with the uri it shows.
 * @example
 * const { clickToQrMs, uri } = await page.evaluate(inPageSource(measureClickToQr))
 */
export function measureClickToQr(): Promise<{ clickToQrMs: number; uri: string }> {
  const inModal = (selector: string) =>
    document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>(selector) ??
    null
  const button = Array.from(document.querySelectorAll('portico-kit'))
    .map((host) =>
      host.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid="portico-connect-button"]'),
    )
    .find((candidate) => candidate != null)
  if (!button) return Promise.reject(new Error('no connect button'))
  const afterPaint = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  // A message-channel loop checks between tasks without holding up rendering.
  const until = <T>(find: () => T | null, what: string) =>
    new Promise<T>((resolve, reject) => {
      const start = performance.now()
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const found = find()
        if (found !== null) resolve(found)
        else if (performance.now() - start > 20_000) reject(new Error(`${what} never showed`))
        else channel.port2.postMessage(0)
      }
      channel.port2.postMessage(0)
    })

  return (async () => {
    button.click()
    const entry = await until(
      () => inModal('[data-testid="portico-wallet-walletConnect"]'),
      'the WalletConnect entry',
    )
    await afterPaint()
    const start = performance.now()
    entry.click()
    const qr = await until(
      () => inModal('[data-testid="portico-wc-qr"][data-wc-uri]'),
      'the pairing QR code',
    )
    await afterPaint()
    return { clickToQrMs: performance.now() - start, uri: qr.dataset.wcUri ?? '' }
  })()
}
