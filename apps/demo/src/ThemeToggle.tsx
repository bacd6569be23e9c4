import { useTheme } from '@portico/react'
import { useEffect } from 'react'
import { LineIcon } from './LineIcon'
import { storeTheme } from './storedTheme'
import { useSystemTheme } from './systemTheme'

/**
 * Switches the kit between dark and light; the page follows. Until the visitor picks one, both
 * follow the system's colour scheme (the kit's `system` theme); a pick is kept for later visits.
 * @example
 * <ThemeToggle />
 */
export function ThemeToggle() {
  const { themeMode, setThemeMode } = useTheme()
  const system = useSystemTheme()
  const shown = themeMode === 'system' ? system : themeMode
  useEffect(() => {
    document.documentElement.dataset.theme = shown
  }, [shown])
  const next = shown === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="demo-icon-button"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        setThemeMode(next)
        storeTheme(() => window.localStorage, next)
      }}
      data-testid="demo-theme-toggle"
    >
      <LineIcon>
        {shown === 'dark' ? (
          <path d="M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        ) : (
          <path d="M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z" />
        )}
      </LineIcon>
    </button>
  )
}
