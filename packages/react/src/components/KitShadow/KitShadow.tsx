import { RTL_LOCALES } from '@portico/common'
import type { ReactNode } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useResolvedThemeMode } from '../../hooks/useResolvedThemeMode'
import { useTheme } from '../../hooks/useTheme'
import { baseCss } from '../../theme/baseCss'
import { createButtonThemeVariables } from '../../theme/createButtonThemeVariables'
import { ShadowHost } from '../../ui/ShadowHost/ShadowHost'
import { spinnerCss } from '../../ui/Spinner/spinnerCss'
import { type CreateThemeVariables, ThemeRoot } from '../../ui/ThemeRoot/ThemeRoot'
import { kitButtonCss } from './kitButtonCss'

// What the Connect button paints with. The account and network buttons, loaded once a wallet is
// connected, bring their variants' and the avatar's styles themselves. One sheet per part: the
// modal adopts the same baseCss and spinnerCss sheets.
const css = [baseCss, spinnerCss, kitButtonCss]

/**
 * Puts a page-level button into its own shadow root, themed like the modal, so the page's CSS
 * neither breaks it nor is touched by it. The root carries the Connect button's theme variables;
 * a button drawn on the modal's surfaces (account, network) passes createThemeVariables.
 * @example
 * <KitShadow><button className="portico-kit-button">Connect Wallet</button></KitShadow>
 */
export function KitShadow({
  children,
  createVariables = createButtonThemeVariables,
}: {
  children: ReactNode
  createVariables?: CreateThemeVariables
}) {
  const client = usePorticoClient()
  const { themeMode, themeVariables } = useTheme()
  const mode = useResolvedThemeMode(themeMode)
  const locale = useStoreValue(client.stores.theme, (s) => s.locale)
  return (
    <ShadowHost css={css} nonce={client.options.nonce} tagName="portico-kit">
      <ThemeRoot
        mode={mode}
        variables={themeVariables}
        createVariables={createVariables}
        lang={locale}
        dir={RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}
      >
        {children}
      </ThemeRoot>
    </ShadowHost>
  )
}
