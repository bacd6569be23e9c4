import { describe, expect, it, vi } from 'vitest'
import { readStoredTheme, storeTheme } from './storedTheme'

/** A Storage-like map, as the browser's localStorage behaves. */
function memoryStorage() {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
  return () => storage
}

describe('the stored theme', () => {
  it('is what was stored last, and nothing before the toggle is used', () => {
    const storage = memoryStorage()
    expect(readStoredTheme(storage)).toBeUndefined()
    storeTheme(storage, 'light')
    expect(readStoredTheme(storage)).toBe('light')
    storeTheme(storage, 'dark')
    expect(readStoredTheme(storage)).toBe('dark')
  })

  it('ignores a value that is not a theme', () => {
    const storage = memoryStorage()
    storage().setItem('portico-demo:theme', 'system')
    expect(readStoredTheme(storage)).toBeUndefined()
    storage().setItem('portico-demo:theme', '"light"')
    expect(readStoredTheme(storage)).toBeUndefined()
  })

  it('logs and ignores a storage that refuses reads and writes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const full = () => ({
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    })
    // A sandboxed frame throws on reaching localStorage at all.
    const sandboxed = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    expect(readStoredTheme(sandboxed)).toBeUndefined()
    expect(() => storeTheme(full, 'dark')).not.toThrow()
    expect(() => storeTheme(sandboxed, 'dark')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })
})
