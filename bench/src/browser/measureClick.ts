/**
 * Runs in the page: clicks the connect button and resolves the ms until the modal shows its
 * wallet list and a frame has been painted with it. Needs the `pageProbe` init script.
 * @example
 * const ms = await page.evaluate(measureClick)
 */
export function measureClick(): Promise<number> {
  const button = Array.from(document.querySelectorAll('portico-kit'))
    .map((host) =>
      host.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid="portico-connect-button"]'),
    )
    .find((candidate) => candidate != null)
  if (!button) return Promise.reject(new Error('no connect button'))
  // Shown, not merely present: the modal pre-renders its dialog hidden while closed.
  const listed = () =>
    document
      .querySelector('portico-modal')
      ?.shadowRoot?.querySelector('[data-testid="portico-wallet-org.portico.bench"]')
      ?.checkVisibility() === true
  const bench = (window as unknown as { __bench: { listeners: Set<() => void> } }).__bench
  return new Promise((resolve, reject) => {
    const start = performance.now()
    // Told after each batch of DOM changes by the page probe's observers: no polling that would
    // compete with the modal for the main thread.
    const onChange = () => {
      if (!listed()) return
      bench.listeners.delete(onChange)
      clearTimeout(timeout)
      // The frame that shows the list: after the next animation frame's paint.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    }
    const timeout = setTimeout(() => {
      bench.listeners.delete(onChange)
      reject(new Error('wallet list never showed'))
    }, 10_000)
    bench.listeners.add(onChange)
    button.click()
  })
}
