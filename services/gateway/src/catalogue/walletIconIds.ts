/**
 * The `@web3icons` wallet icon of each catalogue wallet the set draws, by catalogue id. Listed
 * by hand: names differ between the two lists ('Ledger Live' is `ledger`, 'BlueWallet' is
 * `blue`), and a wallet must never show another product's logo. Wallets left out get their
 * stored logo (`walletLogos/`) or a monogram. MEW wallet is MyEtherWallet's mobile app and
 * carries its logo; Ctrl Wallet is left out because the set still has the XDEFI logo it
 * replaced (its stored logo is Ctrl's own).
 * @example
 * WALLET_ICON_IDS.get('ledger-live') // 'ledger'
 */
export const WALLET_ICON_IDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    metamask: 'metamask',
    'trust-wallet': 'trust',
    'coinbase-wallet': 'coinbase',
    rainbow: 'rainbow',
    phantom: 'phantom',
    rabby: 'rabby',
    zerion: 'zerion',
    'ledger-live': 'ledger',
    'okx-wallet': 'okx',
    safe: 'safe',
    argent: 'argent',
    imtoken: 'imtoken',
    tokenpocket: 'token-pocket',
    exodus: 'exodus',
    zengo: 'zengo',
    backpack: 'backpack',
    'trezor-suite': 'trezor',
    'mew-wallet': 'my-ether-wallet',
    myetherwallet: 'my-ether-wallet',
    alphawallet: 'alpha-wallet',
    'atomic-wallet': 'atomic',
    coin98: 'coin98',
    enkrypt: 'enkrypt',
    'kraken-wallet': 'kraken',
    ambire: 'ambire',
    daimo: 'daimo',
    'ronin-wallet': 'ronin',
    cypherock: 'cypherock',
    bitbox: 'bitbox',
    sequence: 'sequence',
    pillar: 'pillar',
    obvious: 'obvious',
    solflare: 'solflare',
    glow: 'glow',
    bluewallet: 'blue',
    keplr: 'keplr',
    sender: 'sender',
    temple: 'temple',
    kukai: 'kukai',
  }),
)
