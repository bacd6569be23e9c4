import type { ReactNode } from 'react'
import { createThemeVariables } from '../../theme/createThemeVariables'
import { avatarCss } from '../../ui/Avatar/avatarCss'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { KitShadow } from './KitShadow'
import { kitSurfaceButtonCss } from './kitSurfaceButtonCss'

/**
 * The shadow root of the page-level buttons that show the connection (account, network): drawn
 * on the modal's surfaces, with the surface and warning variants' styles and the avatar's, which
 * these buttons bring rather than the Connect button.
 * @example
 * <KitSurfaceShadow><button className="portico-kit-button" data-variant="surface">…</button></KitSurfaceShadow>
 */
export function KitSurfaceShadow({ children }: { children: ReactNode }) {
  return (
    <KitShadow createVariables={createThemeVariables}>
      <ShadowStyle css={avatarCss} />
      <ShadowStyle css={kitSurfaceButtonCss} />
      {children}
    </KitShadow>
  )
}
