import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { VIEW_COMPONENTS } from '../../modal/ViewSwitch'
import { staticGraph } from '../../testing/staticGraph'
import { LazyPayView } from './Pay/LazyPayView'
import { LazyPayExchangeView } from './PayExchange/LazyPayExchangeView'
import { LazyPayQrView } from './PayQr/LazyPayQrView'
import { LazyPayResultView } from './PayResult/LazyPayResultView'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => readFileSync(resolve(srcDir, file), 'utf8')

describe('the Pay views’ chunks', () => {
  it('registers each of the four views as a lazy view beside it, with the areas it reads', () => {
    for (const [name, view, folder] of [
      ['LazyPayView', LazyPayView, 'Pay'],
      ['LazyPayExchangeView', LazyPayExchangeView, 'PayExchange'],
      ['LazyPayQrView', LazyPayQrView, 'PayQr'],
      ['LazyPayResultView', LazyPayResultView, 'PayResult'],
    ] as const) {
      expect(typeof view.preload).toBe('function')
      expect(read(`views/pay/${folder}/${name}.ts`)).toMatch(
        new RegExp(
          `export const ${name} = lazyView\\(\\s*\\(\\) => import\\('\\./${folder}View'\\)`,
        ),
      )
    }
  })

  it('maps the router’s Pay views to them', () => {
    expect(VIEW_COMPONENTS.Pay).toBe(LazyPayView)
    expect(VIEW_COMPONENTS.PayExchange).toBe(LazyPayExchangeView)
    expect(VIEW_COMPONENTS.PayQr).toBe(LazyPayQrView)
    expect(VIEW_COMPONENTS.PayResult).toBe(LazyPayResultView)
  })

  it('keeps every Pay view out of the modal’s chunk and the package entries', () => {
    for (const entry of ['modal/Modal.tsx', 'index.ts', 'vanilla/index.ts']) {
      // The lazy wrappers (`Lazy*View.ts`) are the chunk boundary itself, in the modal's chunk.
      const leaked = [...staticGraph(resolve(srcDir, entry), srcDir)].filter(
        (file) => file.startsWith('views/pay/') && !/\/Lazy\w+View\.ts$/.test(file),
      )
      expect({ entry, leaked }).toEqual({ entry, leaked: [] })
    }
  })

  it('keeps the Pay chunk loading through core, not through the hook', () => {
    const graph = staticGraph(resolve(srcDir, 'hooks/usePay.ts'), srcDir)
    expect([...graph].filter((file) => file.startsWith('views/'))).toEqual([])
  })
})
