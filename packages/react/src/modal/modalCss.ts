import { baseCss } from '../theme/baseCss'
import { animatedHeightCss } from '../ui/AnimatedHeight/animatedHeightCss'
import { avatarCss } from '../ui/Avatar/avatarCss'
import { buttonCss } from '../ui/Button/buttonCss'
import { copyButtonCss } from '../ui/CopyButton/copyButtonCss'
import { dialogCss } from '../ui/Dialog/dialogCss'
import { headerCss } from '../ui/Header/headerCss'
import { networkListCss } from '../ui/NetworkListItem/networkListCss'
import { spinnerCss } from '../ui/Spinner/spinnerCss'
import { toastCss } from '../ui/Toast/toastCss'
import { walletListCss } from '../ui/WalletListItem/walletListCss'
import { walletTileCss } from '../ui/WalletTile/walletTileCss'
import { accountCss } from '../views/Account/accountCss'
import { connectingCss } from '../views/ConnectingExternal/connectingCss'
import { viewsCss } from '../views/viewsCss'

/**
 * Every style of the modal, injected once into its shadow root.
 * @example
 * <ShadowHost css={modalCss} append>…</ShadowHost>
 */
export const modalCss = [
  baseCss,
  dialogCss,
  headerCss,
  buttonCss,
  spinnerCss,
  walletListCss,
  walletTileCss,
  networkListCss,
  toastCss,
  avatarCss,
  copyButtonCss,
  animatedHeightCss,
  viewsCss,
  connectingCss,
  accountCss,
].join('\n')
