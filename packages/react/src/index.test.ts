import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as exports from './index'
import { staticGraph } from './testing/staticGraph'

const srcDir = dirname(fileURLToPath(import.meta.url))

describe('@portico/react entry', () => {
  it('exports exactly the public API', () => {
    expect(Object.keys(exports).sort()).toEqual([
      'AccountButton',
      'ConnectButton',
      'NetworkButton',
      'PorticoModal',
      'PorticoProvider',
      'useAccount',
      'useDisconnect',
      'useEvents',
      'useLocale',
      'useModal',
      'useNetwork',
      'usePay',
      'usePortico',
      'usePorticoClient',
      'useTheme',
      'useWalletProvider',
    ])
  })

  it('keeps the modal, its views, the dialog and the icon set out of the first load', () => {
    const initial = staticGraph(resolve(srcDir, 'index.ts'), srcDir)
    expect(initial.has('components/ConnectButton/ConnectButton.tsx')).toBe(true)
    expect(initial.has('modal/PorticoModal.tsx')).toBe(true)
    const leaked = [...initial].filter(
      (file) =>
        file === 'modal/Modal.tsx' ||
        file.startsWith('views/') ||
        file.startsWith('ui/Dialog/') ||
        file === 'ui/Icon/Icon.tsx' ||
        file === 'modal/modalCss.ts',
    )
    expect(leaked).toEqual([])
  })

  it("keeps the message formatter and every catalogue but the buttons' English words out of the first load", () => {
    const initial = staticGraph(resolve(srcDir, 'index.ts'), srcDir)
    expect(initial.has('i18n/messages/en/button.ts')).toBe(true)
    const leaked = [...initial].filter(
      (file) =>
        (file.startsWith('i18n/messages/') && file !== 'i18n/messages/en/button.ts') ||
        file === 'i18n/loadTranslator.ts' ||
        file === 'i18n/createTranslator.ts' ||
        file === 'i18n/useT.ts',
    )
    expect(leaked).toEqual([])
  })

  it('reaches the modal through one dynamic import', () => {
    const source = readFileSync(resolve(srcDir, 'loading/loadModal.ts'), 'utf8')
    expect(source).toMatch(/import\('\.\.\/modal\/Modal'\)/)
    expect(
      staticGraph(resolve(srcDir, 'modal/Modal.tsx'), srcDir).has('views/Connect/ConnectView.tsx'),
    ).toBe(true)
  })
})
