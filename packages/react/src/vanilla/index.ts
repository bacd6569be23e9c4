// The kit's parts that need no React: the page-level buttons' styles, words and state rule, the
// theme's variables and the modal's prefetch rule. Kits on other frameworks (`@portico/vue`)
// draw the same buttons from them and load React only with the modal.

export { connectButtonState } from '../components/ConnectButton/connectButtonState'
export { kitButtonCss } from '../components/KitShadow/kitButtonCss'
export { kitSurfaceButtonCss } from '../components/KitShadow/kitSurfaceButtonCss'
export { type ButtonMessages, loadButtonMessages } from '../i18n/loadButtonMessages'
export { button as englishButtonMessages } from '../i18n/messages/en/button'
export { createOpenIntent, type OpenIntent } from '../loading/createOpenIntent'
export { startClient } from '../loading/startClient'
export { whenIdle } from '../loading/whenIdle'
export { IDLE_PREFETCH_DELAY_MS, whenWanted } from '../loading/whenWanted'
export { baseCss } from '../theme/baseCss'
export { prefersLightScheme, resolveThemeMode, watchColorScheme } from '../theme/colorScheme'
export { createThemeVariables } from '../theme/createThemeVariables'
export { avatarCss } from '../ui/Avatar/avatarCss'
export { identiconBackground } from '../ui/Avatar/identiconBackground'
export { networkColor } from '../ui/NetworkIcon/networkColor'
export { networkImageUrl } from '../ui/NetworkIcon/networkImageUrl'
export { networkInitials } from '../ui/NetworkIcon/networkInitials'
export { readableOn } from '../ui/NetworkIcon/readableOn'
export { canAdoptSheets, constructedSheet } from '../ui/ShadowStyle/constructedSheet'
export { spinnerCss } from '../ui/Spinner/spinnerCss'
