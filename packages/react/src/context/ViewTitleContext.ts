import { createContext, useContext, useEffect } from 'react'

/**
 * Lets a view replace its header title while part of it is on screen — a success panel that
 * the view shows from its own state ("Swap complete" where the router still says SwapPreview).
 * The modal provides it; outside a modal it does nothing.
 * @example
 * <ViewTitleContext.Provider value={setTitle}>…</ViewTitleContext.Provider>
 */
export const ViewTitleContext = createContext<((title: string | undefined) => void) | null>(null)

/**
 * Show `title` in the modal's header while the calling component is mounted (undefined: the
 * view's own title). The title goes back when the component unmounts.
 * @example
 * useViewTitle(t('titles.swapDone'))
 */
export function useViewTitle(title: string | undefined): void {
  const setTitle = useContext(ViewTitleContext)
  useEffect(() => {
    if (!setTitle || title === undefined) return
    setTitle(title)
    return () => setTitle(undefined)
  }, [setTitle, title])
}
