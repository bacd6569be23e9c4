import { baseCss } from '../theme/baseCss'
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
import { nftCardCss } from '../ui/NftCard/nftCardCss'
import { searchInputCss } from '../ui/SearchInput/searchInputCss'
import { spinnerCss } from '../ui/Spinner/spinnerCss'
import { tabsCss } from '../ui/Tabs/tabsCss'
import { toastCss } from '../ui/Toast/toastCss'
import { tokenRowCss } from '../ui/TokenRow/tokenRowCss'
import { transactionRowCss } from '../ui/TransactionRow/transactionRowCss'
import { walletListCss } from '../ui/WalletListItem/walletListCss'
import { walletTileCss } from '../ui/WalletTile/walletTileCss'
import { accountCss } from '../views/Account/accountCss'
import { accountTabsCss } from '../views/Account/accountTabsCss'
import { allWalletsCss } from '../views/AllWallets/allWalletsCss'
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
  accountCss,
  catalogueWalletTileCss,
  searchInputCss,
  allWalletsCss,
  tabsCss,
  tokenRowCss,
  transactionRowCss,
  nftCardCss,
  listSkeletonCss,
  accountTabsCss,
  alertBannerCss,
].join('\n')
