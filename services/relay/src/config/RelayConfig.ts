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
  /** Longest TTL a publish may ask for; longer ones get a JSON-RPC error. */
  maxTtlSeconds: number
  /**
   * Storage one client id may hold: bytes of its unexpired messages, each counted with a fixed
   * row overhead. Publishes beyond it get a JSON-RPC error.
   */
  maxStoredBytesPerClient: number
  /**
   * The same, for everything published from one remote address (IPv6: its /64). Defaults to
   * 1/32 of `maxStoredBytes`, so a few addresses cannot fill the store.
   */
  maxStoredBytesPerAddress: number
  /** High-water mark of all unexpired messages; publishes above it get a JSON-RPC error. */
  maxStoredBytes: number
  /**
   * The top part of `maxStoredBytes`, in percent, kept for addresses within their fair share
   * (`maxStoredBytes / addresses holding messages`): above that fill level the largest holders
   * are refused first, while smaller ones may still publish.
   */
  storageReservePercent: number
  /** Publishes are refused while the database's filesystem has less free space than this. */
  minFreeDiskBytes: number
  /** How often the free space is read. */
  diskCheckIntervalMs: number
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
  /**
   * Hosts (`host` or `host:port`) the JWT `aud` must name. Empty: the address the relay listens
   * on and its loopback names. `*` accepts any ws(s):// URL.
   */
  audienceHosts: readonly string[]
  /** Allowed clock skew for the JWT `iat` / `exp` checks. */
  jwtLeewaySeconds: number
  /** Longest JWT lifetime accepted (`exp - iat`, and `exp` from now). */
  maxJwtLifetimeSeconds: number
  /** Open sockets one remote address (IPv6: its /64) may hold; more are answered 429. */
  maxConnectionsPerAddress: number
  /** Open sockets one client id may hold; more are answered 429. */
  maxConnectionsPerClient: number
  /**
   * Take the client address from the right-most `X-Forwarded-For` hop (the one the proxy in
   * front of the relay added). Only for a relay reachable through that proxy alone.
   */
  trustProxy: boolean
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

const MIB = 1024 * 1024
const DAY_SECONDS = 24 * 60 * 60
// 1/32 of the store per address by default: filling it takes at least 32 addresses.
const ADDRESS_SHARE_DIVISOR = 32

/**
 * Fill in defaults for any field not given.
 * @example
 * const config = resolveRelayConfig({ projectIds: ['demo'] })
 */
export function resolveRelayConfig(overrides: Partial<RelayConfig> = {}): RelayConfig {
  const maxStoredBytes = overrides.maxStoredBytes ?? 1024 * MIB
  return {
    maxPayloadBytes: MIB,
    maxMessageBytes: 512 * 1024,
    // The SDK's longest message TTL is one day (session updates, deletes); pairings live longer
    // on the clients, not as relay messages.
    maxTtlSeconds: 7 * DAY_SECONDS,
    maxStoredBytesPerClient: 10 * MIB,
    maxStoredBytesPerAddress: Math.floor(maxStoredBytes / ADDRESS_SHARE_DIVISOR),
    maxStoredBytes,
    storageReservePercent: 10,
    minFreeDiskBytes: 512 * MIB,
    diskCheckIntervalMs: 5_000,
    pingIntervalMs: 15_000,
    fetchLimit: 200,
    jwtLeewaySeconds: 60,
    // The SDK signs a fresh JWT valid for exactly one day on every connect.
    maxJwtLifetimeSeconds: DAY_SECONDS,
    maxConnectionsPerAddress: 100,
    maxConnectionsPerClient: 20,
    trustProxy: false,
    sweepIntervalMs: 60_000,
    projectIds: [],
    audienceHosts: [],
    maxSubscriptionsPerConnection: 200,
    maxBufferedBytes: 16 * MIB,
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
