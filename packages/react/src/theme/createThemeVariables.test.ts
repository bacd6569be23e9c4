import { describe, expect, it } from 'vitest'
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
