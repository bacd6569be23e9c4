/**
 * Tunables of one relay instance. Every field has a default in {@link resolveRelayConfig}.
 * @example
 * const config: RelayConfig = resolveRelayConfig({ pingIntervalMs: 10_000 })
 */
export type RelayConfig = {
  /** Largest WebSocket frame accepted; bigger frames close the socket with 1009. */
  maxPayloadBytes: number
  /** Largest `message` one publish may carry; bigger ones get a JSON-RPC error. */
  maxMessageBytes: number
  /** Interval between pings; a socket that did not answer the previous ping is dropped. */
  pingIntervalMs: number
  /** Token bucket per connection: every frame costs one token. */
  rateLimit: {
    burst: number
    perSecond: number
    /** Rejected frames within `strikeWindowMs` after which the socket is closed (1008). */
    closeAfterRejected: number
    strikeWindowMs: number
  }
  /** When non-empty, the `projectId` query must be one of these. */
  projectIds: readonly string[]
  /** When non-empty, the JWT `aud` host must be one of these. */
  audienceHosts: readonly string[]
  /** Allowed clock skew for the JWT `iat` / `exp` checks. */
  jwtLeewaySeconds: number
  /** How often expired messages are deleted. */
  sweepIntervalMs: number
  /** Most messages one `irn_batchFetchMessages` answer holds. */
  fetchLimit: number
  /** Most topics one connection may subscribe to. */
  maxSubscriptionsPerConnection: number
  /**
   * Unsent bytes a socket may hold; a client that falls further behind is disconnected
   * and catches up from the store when it reconnects and resubscribes.
   */
  maxBufferedBytes: number
}

/**
 * Fill in defaults for any field not given.
 * @example
 * const config = resolveRelayConfig({ projectIds: ['demo'] })
 */
export function resolveRelayConfig(overrides: Partial<RelayConfig> = {}): RelayConfig {
  return {
    maxPayloadBytes: 1024 * 1024,
    maxMessageBytes: 512 * 1024,
    pingIntervalMs: 15_000,
    fetchLimit: 200,
    jwtLeewaySeconds: 60,
    sweepIntervalMs: 60_000,
    projectIds: [],
    audienceHosts: [],
    maxSubscriptionsPerConnection: 10_000,
    maxBufferedBytes: 16 * 1024 * 1024,
    ...overrides,
    rateLimit: {
      burst: 1_000,
      perSecond: 500,
      closeAfterRejected: 200,
      strikeWindowMs: 10_000,
      ...overrides.rateLimit,
    },
  }
}
