/**
 * The page a client runs in, as far as the kit reads it: where it is (its origin for the
 * gateway's allowed origins and sign-in messages, its address for analytics).
 * @example
 * const page: PageLocation = { origin: 'https://shop.example', host: 'shop.example', hostname: 'shop.example', pathname: '/' }
 */
export type PageLocation = {
  origin: string
  host: string
  hostname: string
  pathname: string
}

/**
 * What the kit reads from the browser, given instead of read: for tests, server rendering and
 * embedding in a shell that is not a plain page. Each field left out is read from the browser
 * (`navigator.languages`, `location`) when the kit needs it.
 * @example
 * createPortico({ networks, adapters, environment: { languages: ['de-AT', 'de'] } })
 */
export type PorticoEnvironment = {
  /** The visitor's preferred languages, most wanted first. Default `navigator.languages`. */
  languages?: readonly string[]
  /** The page's location. Default `window.location`; none outside a browser. */
  location?: PageLocation
}
