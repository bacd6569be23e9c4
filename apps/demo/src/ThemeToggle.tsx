import { useTheme } from '@portico/react'
import { useEffect } from 'react'

/**
 * Switches the kit between dark and light; the page follows.
 * @example
 * <ThemeToggle />
 */
export function ThemeToggle() {
  const { themeMode, setThemeMode } = useTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="demo-icon-button"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => setThemeMode(next)}
      data-testid="demo-theme-toggle"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        {themeMode === 'dark' ? (
          <path d="M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        ) : (
          <path d="M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z" />
        )}
      </svg>
    </button>
  )
}
