import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as exports from './index'

const srcDir = dirname(fileURLToPath(import.meta.url))

/**
 * Files reachable from `entry` through static imports (`import … from`, `export … from`); type-only
 * imports are erased by the build and not followed.
 */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(
      /^(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm,
    )) {
      const base = resolve(dirname(file), match[1] ?? '')
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync)
      if (target) visit(target)
    }
  }
  visit(entry)
  return new Set([...seen].map((file) => relative(srcDir, file)))
}

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
      'usePortico',
      'usePorticoClient',
      'useTheme',
      'useWalletProvider',
    ])
  })

  it('keeps the modal, its views, the dialog and the icon set out of the first load', () => {
    const initial = staticGraph(resolve(srcDir, 'index.ts'))
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
    const initial = staticGraph(resolve(srcDir, 'index.ts'))
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
      staticGraph(resolve(srcDir, 'modal/Modal.tsx')).has('views/Connect/ConnectView.tsx'),
    ).toBe(true)
  })
})
