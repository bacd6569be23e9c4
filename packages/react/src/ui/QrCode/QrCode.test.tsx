// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import qrcode from 'qrcode-generator'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'
import { qrMatrix } from './qrMatrix'
import { logoModules } from './qrPaths'

afterEach(cleanup)

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The reference modules of qrcode-generator for the same input and level. */
function reference(value: string) {
  const qr = qrcode(0, 'H')
  qr.addData(value, 'Byte')
  qr.make()
  return qr
}

/** Modules drawn by the SVG's data path, as "row,col" keys. */
function drawnModules(container: HTMLElement): Set<string> {
  const d = container.querySelector('svg > path')?.getAttribute('d') ?? ''
  return new Set([...d.matchAll(/M(\d+) (\d+)/g)].map(([, col, row]) => `${row},${col}`))
}

const finderShape = (r: number, c: number) =>
  r === 0 || r === 6 || c === 0 || c === 6 || (r >= 2 && r <= 4 && c >= 2 && c <= 4)

describe('QrCode', () => {
  it("encodes the address: every drawn module is qrcode-generator's own", () => {
    const qr = reference(ADDRESS)
    const count = qr.getModuleCount()
    expect(qrMatrix(ADDRESS)).toEqual(
      Array.from({ length: count }, (_, r) =>
        Array.from({ length: count }, (_, c) => qr.isDark(r, c)),
      ),
    )
    const { container } = render(<QrCode value={ADDRESS} label="Address QR code" />)
    const drawn = drawnModules(container)
    const finder = (r: number, c: number) =>
      (r < 7 && c < 7) || (r < 7 && c >= count - 7) || (r >= count - 7 && c < 7)
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) {
        if (finder(r, c)) continue
        expect(drawn.has(`${r},${c}`), `module ${r},${c}`).toBe(qr.isDark(r, c))
      }
    }
    // The finder patterns are drawn as rounded shapes; their modules are the standard ones.
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 7; c++) {
        expect(qr.isDark(r, c)).toBe(finderShape(r, c))
        expect(qr.isDark(r, count - 7 + c)).toBe(finderShape(r, c))
        expect(qr.isDark(count - 7 + r, c)).toBe(finderShape(r, c))
      }
    expect(container.querySelectorAll('svg g')).toHaveLength(3)
  })

  it('clears only a small centre under the logo, within what level H recovers', () => {
    const qr = reference(ADDRESS)
    const count = qr.getModuleCount()
    const { container } = render(
      <QrCode value={ADDRESS} label="Address QR code" logo={<span data-testid="logo" />} />,
    )
    const drawn = drawnModules(container)
    const cleared = logoModules(count)
    const start = (count - cleared) / 2
    let missing = 0
    for (let r = 0; r < count; r++)
      for (let c = 0; c < count; c++) {
        const inLogo = r >= start && r < start + cleared && c >= start && c < start + cleared
        if (inLogo) {
          expect(drawn.has(`${r},${c}`)).toBe(false)
          if (qr.isDark(r, c)) missing++
        }
      }
    expect(missing).toBeGreaterThan(0)
    expect((cleared * cleared) / (count * count)).toBeLessThan(0.08)
    expect(screen.getByTestId('logo')).toBeTruthy()
  })

  it('is an image named by its label', () => {
    render(<QrCode value={ADDRESS} label="QR code of your address" />)
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
  })
})
