import type { ReactNode } from 'react'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { useResolvedThemeMode } from '../../hooks/useResolvedThemeMode'
import { useTheme } from '../../hooks/useTheme'
import { baseCss } from '../../theme/baseCss'
import { avatarCss } from '../../ui/Avatar/avatarCss'
import { ShadowHost } from '../../ui/ShadowHost/ShadowHost'
import { spinnerCss } from '../../ui/Spinner/spinnerCss'
import { ThemeRoot } from '../../ui/ThemeRoot/ThemeRoot'
import { kitButtonCss } from './kitButtonCss'

const css = baseCss + spinnerCss + avatarCss + kitButtonCss

/**
 * Puts a page-level button into its own shadow root, themed like the modal, so the page's CSS
 * neither breaks it nor is touched by it.
 * @example
 * <KitShadow><button className="portico-kit-button">Connect Wallet</button></KitShadow>
 */
export function KitShadow({ children }: { children: ReactNode }) {
  const { nonce } = usePorticoClient().options
  const { themeMode, themeVariables } = useTheme()
  const mode = useResolvedThemeMode(themeMode)
  return (
    <ShadowHost css={css} nonce={nonce} tagName="portico-kit">
      <ThemeRoot mode={mode} variables={themeVariables}>
        {children}
      </ThemeRoot>
    </ShadowHost>
  )
}
