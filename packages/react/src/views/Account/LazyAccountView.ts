import { lazyView } from '../../loading/lazyView'

/**
 * The connected account's view: its own chunk, so a visitor who opens the modal to connect does
 * not fetch it; fetched once a connection starts (usePrefetchAccountView).
 * @example <LazyAccountView />
 */
export const LazyAccountView = lazyView(
  async () => ({
    default: (await import('./AccountView')).AccountView,
  }),
  // 'send': an ERC-20 or Solana send's result shows on Account (SentPanel).
  ['account', 'send'],
)
