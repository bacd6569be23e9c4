// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useResolvedThemeMode } from './useResolvedThemeMode'

/** A `matchMedia` whose colour-scheme preference the test can flip, with change events. */
function installColorScheme(initial: 'light' | 'dark') {
  let scheme = initial
  const listeners = new Set<() => void>()
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes(`prefers-color-scheme: ${scheme}`)
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia
  return {
    set(next: 'light' | 'dark') {
      scheme = next
      for (const listener of listeners) listener()
    },
  }
}

const original = window.matchMedia
afterEach(() => {
  window.matchMedia = original
})

describe('useResolvedThemeMode', () => {
  it('draws dark and light as asked, whatever the system prefers', () => {
    installColorScheme('light')
    expect(renderHook(() => useResolvedThemeMode('dark')).result.current).toBe('dark')
    installColorScheme('dark')
    expect(renderHook(() => useResolvedThemeMode('light')).result.current).toBe('light')
  })

  it('follows prefers-color-scheme for system, also when it changes while open', () => {
    const scheme = installColorScheme('light')
    const { result } = renderHook(() => useResolvedThemeMode('system'))
    expect(result.current).toBe('light')
    act(() => scheme.set('dark'))
    expect(result.current).toBe('dark')
    act(() => scheme.set('light'))
    expect(result.current).toBe('light')
  })

  it('draws system as dark, the default, where there is no matchMedia', () => {
    // jsdom has none of its own.
    window.matchMedia = undefined as unknown as typeof window.matchMedia
    expect(renderHook(() => useResolvedThemeMode('system')).result.current).toBe('dark')
  })
})
