import { baseCss } from '../theme/baseCss'
import { modalBaseCss } from '../theme/modalBaseCss'
import { alertBannerCss } from '../ui/AlertBanner/alertBannerCss'
import { animatedHeightCss } from '../ui/AnimatedHeight/animatedHeightCss'
import { avatarCss } from '../ui/Avatar/avatarCss'
import { buttonCss } from '../ui/Button/buttonCss'
import { catalogueWalletTileCss } from '../ui/CatalogueWalletTile/catalogueWalletTileCss'
import { copyButtonCss } from '../ui/CopyButton/copyButtonCss'
import { dialogCss } from '../ui/Dialog/dialogCss'
import { headerCss } from '../ui/Header/headerCss'
import { iconCss } from '../ui/Icon/iconCss'
import { listSkeletonCss } from '../ui/ListSkeleton/listSkeletonCss'
import { networkListCss } from '../ui/NetworkListItem/networkListCss'
import { searchInputCss } from '../ui/SearchInput/searchInputCss'
import { spinnerCss } from '../ui/Spinner/spinnerCss'
import { toastCss } from '../ui/Toast/toastCss'
import { walletListCss } from '../ui/WalletListItem/walletListCss'
import { walletTileCss } from '../ui/WalletTile/walletTileCss'
import { rowButtonCss } from '../views/Account/rowButtonCss'
import { allWalletsCss } from '../views/AllWallets/allWalletsCss'
import { connectingCss } from '../views/ConnectingExternal/connectingCss'
import { viewsCss } from '../views/viewsCss'

/**
 * Every style of the modal, adopted into its shadow root in this order, one sheet per part: a
 * part another root also adopts (the buttons' baseCss and spinnerCss) is parsed once, and no
 * joined copy of the parts (37 KiB) is kept in memory beside them.
 * @example
 * <ShadowHost css={modalCss} append>…</ShadowHost>
 */
export const modalCss: readonly string[] = [
  baseCss,
  modalBaseCss,
  dialogCss,
  headerCss,
  iconCss,
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
  rowButtonCss,
  catalogueWalletTileCss,
  searchInputCss,
  allWalletsCss,
  listSkeletonCss,
  alertBannerCss,
]
