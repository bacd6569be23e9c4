import type { KitUi } from './kitUi'
import type { BenchProbe } from './pageProbe'

/**
 * Runs in the page: scrolls the kit's connect button into view and resolves its centre in
 * viewport pixels, where the benchmark moves the mouse to. Needs the `pageProbe` init script.
 * @example
 * const { x, y } = await page.evaluate(inPageSource(buttonCentre, PORTICO_UI.button))
 */
export function buttonCentre(button: KitUi['button']): { x: number; y: number } {
  const bench = (window as unknown as { __bench: BenchProbe }).__bench
  const element = bench.findAll(button)[0]
  if (!element) throw new Error('no connect button')
  element.scrollIntoView({ block: 'center', inline: 'center' })
  const box = element.getBoundingClientRect()
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}
