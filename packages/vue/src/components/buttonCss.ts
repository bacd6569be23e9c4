import {
  avatarCss,
  baseCss,
  kitButtonCss,
  kitSurfaceButtonCss,
  spinnerCss,
} from '@portico/react/vanilla'

/**
 * Styles of the connect button's shadow root (the same as `@portico/react`'s).
 * @example
 * h(KitShadow, { css: buttonCss }, render)
 */
export const buttonCss = baseCss + spinnerCss + kitButtonCss

/**
 * Styles of the account and network buttons' shadow roots: the buttons' with their surface and
 * warning variants, the avatar's and the network icon's.
 * @example
 * h(KitShadow, { css: pillButtonCss }, render)
 */
export const pillButtonCss = buttonCss + kitSurfaceButtonCss + avatarCss
