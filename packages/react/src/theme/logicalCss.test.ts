import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const srcDir = join(import.meta.dirname, '..')

/** Every style module of the package: the `*Css.ts` files and the shared base. */
function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return /Css\.ts$/.test(entry.name) ? [path] : []
  })
}

/**
 * Physical sides where the layout means "start/end of the reading direction": in Arabic and
 * Hebrew they would not mirror.
 */
const PHYSICAL = [
  /\b(margin|padding|border)-(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\btext-align\s*:\s*(left|right)\b/,
  /\b(float|clear)\s*:\s*(left|right)\b/,
  /\btranslateX\(/,
]

/**
 * Declarations that stay physical, each with its reason (file relative to src, and a piece
 * of the declaration's rule).
 */
const ALLOWED = [
  {
    file: 'ui/QrCode/qrCodeCss.ts',
    text: 'left: 50%;',
    reason: 'centres the logo on the QR code, which is never mirrored',
  },
  {
    file: 'ui/Dialog/dialogCss.ts',
    text: 'translateX(-6px)',
    reason: 'the refusal shake goes both ways alike',
  },
  {
    file: 'ui/Dialog/dialogCss.ts',
    text: 'translateX(6px)',
    reason: 'the refusal shake goes both ways alike',
  },
  {
    file: 'views/viewsCss.ts',
    text: 'portico-view-in { from { opacity: 0; transform: translateX(8px)',
    reason: 'left-to-right slide; its right-to-left twin follows',
  },
  {
    file: 'views/viewsCss.ts',
    text: 'portico-view-in-rtl { from { opacity: 0; transform: translateX(-8px)',
    reason: 'the right-to-left slide',
  },
] as const

/** A four-value margin or padding whose right and left differ: it does not mirror either. */
const ASYMMETRIC_SHORTHAND =
  /\b(margin|padding)\s*:\s*([^\s;]+)\s+([^\s;]+)\s+([^\s;]+)\s+([^\s;]+)\s*;/g

/** Each CSS declaration (or at-rule) of `css`, with the text of its rule around it. */
function declarations(css: string): { declaration: string; context: string }[] {
  const result: { declaration: string; context: string }[] = []
  for (const line of css.split('\n')) {
    for (const piece of line.split(/[;{}]/)) {
      if (piece.trim()) result.push({ declaration: piece.trim(), context: line })
    }
  }
  return result
}

describe('styles use logical sides', async () => {
  const files = cssFiles(srcDir).map((path) => relative(srcDir, path))
  const modules = await Promise.all(
    files.map(async (file) => ({
      file,
      css: Object.values(await import(/* @vite-ignore */ join(srcDir, file))).filter(
        (value): value is string => typeof value === 'string',
      ),
    })),
  )

  const cssOf = (file: string) =>
    modules.find((module) => module.file === file)?.css.join('\n') ?? ''

  it('finds the style modules', () => {
    expect(files).toContain('theme/baseCss.ts')
    expect(files).toContain('views/viewsCss.ts')
    expect(files.length).toBeGreaterThan(30)
  })

  it('has no physical left/right where the reading direction is meant', () => {
    const found: string[] = []
    for (const { file, css } of modules) {
      for (const { declaration, context } of css.flatMap(declarations)) {
        if (!PHYSICAL.some((pattern) => pattern.test(` ${declaration}`))) continue
        // A module that joins others (modalCss) holds their exceptions too.
        const allowed = ALLOWED.some(
          (entry) =>
            context.includes(entry.text) &&
            (entry.file === file || cssOf(entry.file).includes(context)),
        )
        if (!allowed) found.push(`${file}: ${declaration}`)
      }
    }
    expect(found).toEqual([])
  })

  it('has no margin or padding shorthand with different right and left', () => {
    const found: string[] = []
    for (const { file, css } of modules) {
      for (const match of css.join('\n').matchAll(ASYMMETRIC_SHORTHAND)) {
        if (match[3] !== match[5]) found.push(`${file}: ${match[0]}`)
      }
    }
    expect(found).toEqual([])
  })

  it('keeps each allowed exception in use', () => {
    for (const entry of ALLOWED) {
      expect(cssOf(entry.file), `${entry.file}: ${entry.reason}`).toContain(entry.text)
    }
  })

  it('turns the root right to left where the kit speaks Arabic or Hebrew', () => {
    expect(cssOf('theme/baseCss.ts')).toContain(".portico-root[dir='rtl'] { direction: rtl; }")
  })
})
