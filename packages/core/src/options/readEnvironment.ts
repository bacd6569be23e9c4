import type { PageLocation, PorticoEnvironment } from '../types/PorticoEnvironment'
import { browserLanguages } from './browserLanguages'

/**
 * The environment a client runs in: what the app passed in `environment`, the rest read from
 * the browser now (nothing outside one).
 * @example
 * readEnvironment({ languages: ['de'] }).languages // ['de']
 * readEnvironment(undefined).location?.origin // 'https://shop.example' in a browser
 */
export function readEnvironment(environment: PorticoEnvironment | undefined): {
  languages: readonly string[]
  location: PageLocation | undefined
} {
  return {
    languages: environment?.languages ?? browserLanguages(),
    location: environment?.location ?? browserLocation(),
  }
}

function browserLocation(): PageLocation | undefined {
  const location = (globalThis as { location?: Partial<PageLocation> }).location
  if (typeof location?.origin !== 'string') return undefined
  return {
    origin: location.origin,
    host: location.host ?? '',
    hostname: location.hostname ?? '',
    pathname: location.pathname ?? '/',
  }
}
