import type { CatalogueApiClient } from '../api/createCatalogueApiClient'
import type { PorticoInternals } from '../client/PorticoInternals'
import { readEnvironment } from '../options/readEnvironment'
import { analyticsConfigQueryOptions } from '../queries/catalogueQueryOptions'
import type { PorticoEnvironment } from '../types/PorticoEnvironment'
import type { PorticoEventEnvelope } from '../types/PorticoEvent'
import { createAnalyticsSender } from './createAnalyticsSender'
import { type AnalyticsPage, toAnalyticsEvent } from './toAnalyticsEvent'

/**
 * The page analytics runs in: where it is, its beacon and its `pagehide`.
 * @example
 * const page = browserAnalyticsPage() // undefined under Node
 */
export type AnalyticsBrowserPage = AnalyticsPage & {
  sendBeacon(url: string, body: string): boolean
  /** Call `listener` on `pagehide`; returns the unsubscribe. */
  onPageHide(listener: () => void): () => void
}

/**
 * The running analytics of one client: hand it every kit event.
 * @example
 * const analytics = startAnalytics(internals, api.catalogue)
 * analytics.track(envelope)
 */
export type Analytics = {
  track(envelope: PorticoEventEnvelope): void
  stop(): void
}

/**
 * The browser's page, or undefined outside a browser (analytics is browser-only, spec §7); its
 * location is the client's `environment.location` when given.
 * @example
 * browserAnalyticsPage()?.domain // 'shop.example.com'
 */
export function browserAnalyticsPage(
  environment?: PorticoEnvironment | undefined,
): AnalyticsBrowserPage | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined
  const location = readEnvironment(environment).location
  if (!location) return undefined
  const { origin, pathname, hostname } = location
  return {
    url: `${origin}${pathname}`,
    domain: hostname,
    sendBeacon: (url, body) => navigator.sendBeacon?.(url, body) ?? false,
    onPageHide(listener) {
      window.addEventListener('pagehide', listener)
      return () => window.removeEventListener('pagehide', listener)
    },
  }
}

function newEventId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}

/**
 * Analytics of one client (loaded with its first event): kit events as spec §7 payloads,
 * batched to POST /batch and errors to POST /e within the §8 cap, by beacon when the page hides.
 * Events leave only while the app's `features.analytics` is on and the project's remote switch
 * (GET /getAnalyticsConfig, fetched once per instance) says yes, and only with a project id.
 * Outside a browser nothing is sent.
 * @example
 * const analytics = startAnalytics(internals, portico.api.catalogue)
 */
export function startAnalytics(
  internals: Pick<PorticoInternals, 'options' | 'stores' | 'scheduler' | 'loadQueryClient'>,
  catalogue: CatalogueApiClient,
  page: AnalyticsBrowserPage | undefined = browserAnalyticsPage(internals.options.environment),
  now: () => number = Date.now,
): Analytics {
  const { options, stores, scheduler } = internals
  if (!page || !options.projectId) return { track: () => undefined, stop: () => undefined }
  const batchUrl = catalogue.analyticsBatchUrl()
  const sender = createAnalyticsSender({
    now,
    after: scheduler.after,
    async allowed() {
      if (!stores.options.getState().options.features.analytics) return false
      const client = await internals.loadQueryClient()
      const remote = await client.fetchQuery(analyticsConfigQueryOptions(catalogue))
      return (
        remote.isAnalyticsEnabled === true && stores.options.getState().options.features.analytics
      )
    },
    sendBatch: (events) => catalogue.sendAnalyticsBatch(events),
    sendError: (event) => catalogue.sendAnalyticsEvent(event),
    beacon: (events) => page.sendBeacon(batchUrl, JSON.stringify(events)),
    onFailure: (error) => options.logger.warn('Portico: analytics not sent', error),
  })
  const stopPageHide = page.onPageHide(() => sender.pageHidden())
  return {
    track: (envelope) => sender.track(toAnalyticsEvent(envelope, page, newEventId())),
    stop() {
      stopPageHide()
      sender.stop()
    },
  }
}
