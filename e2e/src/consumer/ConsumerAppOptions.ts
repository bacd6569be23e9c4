/**
 * What a consumer app is made from: Portico's published packages (name → range) and the stack's
 * gateway it points at.
 * @example
 * const options: ConsumerAppOptions = { packages, gateway: stack.urls.gateway }
 */
export type ConsumerAppOptions = {
  /** Portico's packages, name → range. */
  packages: ReadonlyMap<string, string>
  gateway: string
}
