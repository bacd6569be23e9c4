import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore'

describe('createThemeStore', () => {
  it('switches mode and merges variables', () => {
    const theme = createThemeStore({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#f00' },
      locale: 'en',
    })
    theme.getState().setThemeMode('light')
    theme.getState().setThemeVariables({ '--portico-z-index': 10 })
    expect(theme.getState()).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#f00', '--portico-z-index': 10 },
    })
  })

  it('switches language, matching a regional tag to a shipped one', () => {
    const theme = createThemeStore({ themeMode: 'dark', themeVariables: {}, locale: 'en' })
    theme.getState().setLocale('ja')
    expect(theme.getState().locale).toBe('ja')
    theme.getState().setLocale('fr-CA')
    expect(theme.getState().locale).toBe('fr')
    theme.getState().setLocale('tlh')
    expect(theme.getState().locale).toBe('en')
  })
})
