import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { unsafeSvgParts } from '../images/sanitizeSvg'
import { loadWalletCatalogue } from './loadWalletCatalogue'
import { WALLET_ICON_IDS } from './walletIconIds'
import { readWalletLogoSources, WALLET_LOGO_DIR } from './walletLogoSourcesSchema'
import { withTestWallet } from './withTestWallet'

// Licences that let the logos be copied into the repository and served with a notice.
const PERMISSIVE = [
  'MIT',
  'MIT OR Apache-2.0',
  'Apache-2.0',
  'ISC',
  'BSD-3-Clause-Clear',
  'CC0-1.0',
]

const { logos } = readWalletLogoSources()
const sources = Object.entries(logos)
const notice = readFileSync(new URL('NOTICE.md', WALLET_LOGO_DIR), 'utf8')
const read = (file: string) => readFileSync(new URL(file, WALLET_LOGO_DIR))

describe('the stored wallet logos (walletLogos/)', () => {
  it('are each referenced by a catalogue wallet, and every file in the folder is listed', () => {
    // The dev stack's test wallet is a catalogue wallet there, with its own page icon.
    const entries = withTestWallet(loadWalletCatalogue(), 'http://127.0.0.1:5174')
    const catalogue = new Set(entries.map((entry) => entry.id))
    for (const [id] of sources) expect(catalogue.has(id), id).toBe(true)
    const listed = new Set(sources.map(([, source]) => source.file))
    const files = readdirSync(WALLET_LOGO_DIR).filter(
      (file) => file !== 'sources.json' && file !== 'NOTICE.md',
    )
    expect(files.sort()).toEqual([...listed].sort())
    expect(sources.length).toBeGreaterThanOrEqual(60)
  })

  it('give a wallet the icon set already draws no second logo', () => {
    for (const [id] of sources) expect(WALLET_ICON_IDS.has(id), id).toBe(false)
  })

  it('are each listed in NOTICE.md with their source, version and a permissive licence', () => {
    for (const [id, source] of sources) {
      expect(PERMISSIVE, id).toContain(source.license)
      const row = notice.split('\n').find((line) => line.startsWith(`| \`${source.file}\` |`))
      expect(row, source.file).toBeDefined()
      expect(row).toContain(`\`${source.package}\``)
      expect(row).toContain(
        source.version.length === 40 ? source.version.slice(0, 12) : source.version,
      )
      expect(row).toContain(`| ${source.license} |`)
    }
    // Each licence's text is there: a section of its own or one per source package.
    const headings = notice.split('\n').filter((line) => line.startsWith('### '))
    for (const license of new Set(sources.map(([, source]) => source.license))) {
      expect(
        headings.some((h) => h === `### ${license}` || h.endsWith(`(${license})`)),
        license,
      ).toBe(true)
    }
  })

  it('hold SVGs with nothing that runs or loads, and rasters of the type their name says', () => {
    for (const [id, { file }] of sources) {
      const bytes = read(file)
      if (file.endsWith('.svg')) {
        const svg = bytes.toString('utf8')
        expect(svg, id).toMatch(/^<svg\b[^>]*xmlns=["']http:\/\/www\.w3\.org\/2000\/svg["']/)
        expect(unsafeSvgParts(svg), id).toEqual([])
        expect(svg, id).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/)
      } else if (file.endsWith('.png')) {
        expect(bytes.subarray(0, 8).toString('hex'), id).toBe('89504e470d0a1a0a')
      } else if (file.endsWith('.webp')) {
        expect(bytes.subarray(8, 12).toString('latin1'), id).toBe('WEBP')
      } else {
        expect(bytes.subarray(0, 3).toString('hex'), id).toBe('ffd8ff')
      }
      // Small enough to sit in the repository and on a page's first screen.
      expect(bytes.length, id).toBeLessThan(40_000)
    }
  })
})
