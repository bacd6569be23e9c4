import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore'

describe('createThemeStore', () => {
  it('switches mode and merges variables', () => {
    const theme = createThemeStore({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#f00' },
    })
    theme.getState().setThemeMode('light')
    theme.getState().setThemeVariables({ '--portico-z-index': 10 })
    expect(theme.getState()).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#f00', '--portico-z-index': 10 },
    })
  })
})
