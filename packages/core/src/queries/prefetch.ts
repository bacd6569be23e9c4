import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/common'
import type { ApiContext, PrefetchKind } from './ApiContext'
import { fetchFeaturedWallets } from './fetchFeaturedWallets'
import { fetchRecommendedWallets } from './fetchRecommendedWallets'

/** Every prefetch kind, in the order they start. */
const ALL_KINDS: readonly PrefetchKind[] = [
  'connectorImages',
  'featured',
  'recommended',
  'networkImages',
]

// Image failures are swallowed: the icon is simply missing (api-shapes.md). An image that has
// not arrived within the preload timeout (spec §9: 2 s) is given up, so a slow image host does
// not hold the prefetch (and the start-up checks that wait for it) for the full HTTP timeout.
async function preloadImages(context: ApiContext, urls: readonly string[]): Promise<true> {
  const controller = new AbortController()
  const cancel = context.scheduler.after(IMAGE_PRELOAD_TIMEOUT_MS, () => controller.abort())
  await Promise.allSettled(
    urls.map((url) => context.catalogue.fetchImage(url, { signal: controller.signal })),
  )
  cancel()
  return true
}

// Resolves to whether the kind is done: a wallet list that failed to load is not.
function start(context: ApiContext, kind: PrefetchKind): Promise<boolean> {
  const { catalogue, options, stores } = context
  switch (kind) {
    case 'featured':
      return fetchFeaturedWallets(context)
    case 'recommended':
      return fetchRecommendedWallets(context)
    case 'networkImages':
      return preloadImages(
        context,
        options.networks.flatMap((network) =>
          network.assets?.imageId && !network.assets.imageUrl
            ? [catalogue.assetImageUrl(network.assets.imageId)]
            : [],
        ),
      )
    case 'connectorImages':
      return preloadImages(
        context,
        stores.connectors
          .getState()
          .connectors.flatMap((connector) =>
            connector.explorerId && !connector.imageUrl
              ? [catalogue.walletImageUrl(connector.explorerId)]
              : [],
          ),
      )
  }
}

/**
 * Prefetch the wallet lists and images the modal shows first (spec §2), once per kind per
 * instance: a second prefetch of a kind returns the first one's promise and sends nothing. A
 * wallet list that failed to load (the gateway unreachable for a moment) is forgotten, so the
 * next prefetch — the Connect view asks when it opens — tries it again instead of leaving the
 * modal without it for the page's life. Without `kind`, every kind. Never rejects.
 * @example
 * void prefetch(context) // when the connect button mounts
 */
export function prefetch(context: ApiContext, kind?: PrefetchKind): Promise<void> {
  const kinds = kind ? [kind] : ALL_KINDS
  const runs = kinds.map((k) => {
    const started = context.memory.prefetched.get(k)
    if (started) return started
    const run: Promise<void> = start(context, k).then((done) => {
      if (!done && context.memory.prefetched.get(k) === run) context.memory.prefetched.delete(k)
    })
    context.memory.prefetched.set(k, run)
    return run
  })
  return Promise.all(runs).then(() => undefined)
}
