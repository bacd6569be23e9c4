import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Renders a bench page's React tree into its `#root`, in StrictMode as a React site ships.
 * @example
 * mountReactPage(<BaselineApp />)
 */
export function mountReactPage(page: ReactNode): void {
  const root = document.getElementById('root')
  if (root) createRoot(root).render(<StrictMode>{page}</StrictMode>)
}
