import { describe, expect, it } from 'vitest'
import { kitButtonCss } from '../components/KitShadow/kitButtonCss'
import { kitSurfaceButtonCss } from '../components/KitShadow/kitSurfaceButtonCss'
import { avatarCss } from '../ui/Avatar/avatarCss'
import { spinnerCss } from '../ui/Spinner/spinnerCss'
import { baseCss } from './baseCss'
import { createButtonThemeVariables } from './createButtonThemeVariables'
import { createThemeVariables } from './createThemeVariables'

describe('createThemeVariables', () => {
  it('uses the spec background per mode and the blue accent', () => {
    expect(createThemeVariables('dark')['--portico-bg']).toBe('#121313')
    expect(createThemeVariables('light')['--portico-bg']).toBe('#fff')
    expect(createThemeVariables('dark')['--portico-accent']).toBe('#0988f0')
  })

  it('applies overrides', () => {
    const vars = createThemeVariables('light', {
      '--portico-accent': '#7b3fe4',
      '--portico-font-family': 'Georgia',
      '--portico-z-index': 10,
      '--portico-border-radius-master': '2px',
    })
    expect(vars['--portico-accent']).toBe('#7b3fe4')
    expect(vars['--portico-font-family']).toBe('Georgia')
    expect(vars['--portico-z-index']).toBe('10')
    expect(vars['--portico-border-radius-master']).toBe('2px')
  })

  it('tints surfaces, not text, with the colour mix', () => {
    const vars = createThemeVariables('dark', {
      '--portico-color-mix': '#00ff00',
      '--portico-color-mix-strength': 20,
    })
    expect(vars['--portico-bg']).toBe('color-mix(in srgb, #00ff00 20%, #121313)')
    expect(vars['--portico-fg']).not.toContain('color-mix')
  })

  it('ignores a colour mix without strength', () => {
    const vars = createThemeVariables('dark', { '--portico-color-mix': '#00ff00' })
    expect(vars['--portico-bg']).toBe('#121313')
  })
})

/** The `--portico-*` variables a stylesheet reads, and those it defines itself. */
function variablesOf(css: string): { read: Set<string>; defined: Set<string> } {
  return {
    read: new Set([...css.matchAll(/var\((--portico-[a-z-]+)/g)].map((m) => m[1] as string)),
    defined: new Set([...css.matchAll(/(--portico-[a-z-]+)\s*:/g)].map((m) => m[1] as string)),
  }
}

describe('the page-level buttons’ variables', () => {
  it.each(['dark', 'light'] as const)(
    'the Connect button’s root (%s) defines every variable its styles read',
    (mode) => {
      const { read, defined } = variablesOf(baseCss + spinnerCss + kitButtonCss)
      const given = Object.keys(createButtonThemeVariables(mode))
      const missing = [...read].filter((name) => !defined.has(name) && !given.includes(name))
      expect(missing).toEqual([])
    },
  )

  it.each(['dark', 'light'] as const)(
    'the account and network buttons’ root (%s) defines every variable their styles read',
    (mode) => {
      const { read, defined } = variablesOf(
        baseCss + spinnerCss + kitButtonCss + kitSurfaceButtonCss + avatarCss,
      )
      const given = Object.keys(createThemeVariables(mode))
      const missing = [...read].filter((name) => !defined.has(name) && !given.includes(name))
      expect(missing).toEqual([])
    },
  )

  it('the full set is the button’s set with the surfaces added', () => {
    const overrides = { '--portico-accent': '#7b3fe4', '--portico-qr-color': '#111' }
    const full = createThemeVariables('light', overrides)
    expect(full).toMatchObject(createButtonThemeVariables('light', overrides))
    expect(full['--portico-bg-raised']).toBe('#f4f5f5')
    expect(createButtonThemeVariables('light', overrides)['--portico-bg-raised']).toBeUndefined()
  })
})
