import type { KitUi } from './kitUi'
import type { BenchProbe } from './pageProbe'

/**
 * Runs in the page: clicks the kit's connect button and resolves the ms until the modal shows
 * the bench wallet's entry and a frame has been painted with it. Needs the `pageProbe` init
 * script.
 * @example
 * const ms = await page.evaluate(inPageSource(measureClick, { button, walletEntry }))
 */
export function measureClick(ui: Pick<KitUi, 'button' | 'walletEntry'>): Promise<number> {
  const bench = (window as unknown as { __bench: BenchProbe }).__bench
  const host = bench.findAll(ui.button)[0]
  // A web component's click listener sits on its own button (AppKit's), not on the host.
  const button = host?.shadowRoot?.querySelector('button') ?? host
  if (!(button instanceof HTMLElement)) return Promise.reject(new Error('no connect button'))
  // Shown, not merely present: a modal may pre-render its dialog hidden while closed.
  const listed = () => bench.findAll(ui.walletEntry).some((entry) => entry.checkVisibility())
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
