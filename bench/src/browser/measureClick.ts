/**
 * Runs in the page: clicks the connect button and resolves the ms until the modal shows its
 * wallet list and a frame has been painted with it.
 * @example
 * const ms = await page.evaluate(measureClick)
 */
export function measureClick(): Promise<number> {
  const button = Array.from(document.querySelectorAll('portico-button'))
    .map((host) =>
      host.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid="portico-connect-button"]'),
    )
    .find((candidate) => candidate != null)
  if (!button) return Promise.reject(new Error('no connect button'))
  const listed = () =>
    document
      .querySelector('portico-modal')
      ?.shadowRoot?.querySelector('[data-testid="portico-wallet-org.portico.bench"]') != null
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      if (listed()) {
        // The frame that shows the list: after the next animation frame's paint.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      } else if (performance.now() - start > 10_000) reject(new Error('wallet list never showed'))
      else channel.port2.postMessage(0)
    }
    button.click()
    channel.port2.postMessage(0)
  })
}
