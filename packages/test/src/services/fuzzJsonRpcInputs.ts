/**
 * One malformed input for a JSON-RPC server: its kind (for the failure message) and its bytes
 * (UTF-8 text except for the random bytes, which need not be valid UTF-8).
 * @example
 * const input: FuzzInput = { kind: 'truncated JSON', bytes: Buffer.from('{"jsonrpc":"2.0","id":1,"me') }
 */
export type FuzzInput = { kind: string; bytes: Buffer }

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers on every
 * run, so a fuzz failure replays exactly.
 * @example
 * const random = seededRandom(42)
 * random() // 0.6011037519201636, always
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-0',
  '1.7976931348623157e309',
  '0.0000000000000000000000000001',
]
const ODD_VALUES = ['null', 'true', 'false', '""', '"x"', '[]', '{}', '-1', '0', '1.5', '"\\u0000"']

/**
 * `count` deterministic malformed inputs for a JSON-RPC server, cycling through random bytes,
 * truncated JSON, huge numbers, wrong types, deep nesting and over-long messages (at least
 * `maxBytes` + 1 bytes), built around the server's own `methods` and a `valid` request text so
 * many inputs get past the first checks.
 * @example
 * for (const input of fuzzJsonRpcInputs({ seed: 7, count: 100, methods: ['getSlot'], valid, maxBytes: 1_000_000 })) …
 */
export function fuzzJsonRpcInputs(options: {
  seed: number
  count: number
  methods: readonly string[]
  /** A valid request (text) to cut short and to vary. */
  valid: string
  maxBytes: number
}): FuzzInput[] {
  const random = seededRandom(options.seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const int = (below: number) => Math.floor(random() * below)
  const method = () => JSON.stringify(pick(options.methods))
  const value = (): string => {
    const roll = int(4)
    if (roll === 0) return pick(HUGE_NUMBERS)
    if (roll === 1) return pick(ODD_VALUES)
    if (roll === 2) return `[${Array.from({ length: int(4) }, value).join(',')}]`
    return `{"${pick(['encoding', 'commitment', 'topic', 'message', 'ttl', 'x'])}":${pick(ODD_VALUES)}}`
  }
  const generators: Record<string, () => string | Buffer> = {
    'random bytes': () => Buffer.from(Array.from({ length: 1 + int(256) }, () => int(256))),
    'truncated JSON': () => options.valid.slice(0, int(options.valid.length)),
    'huge numbers': () =>
      `{"jsonrpc":"2.0","id":${pick(HUGE_NUMBERS)},"method":${method()},"params":[${pick(HUGE_NUMBERS)},${value()}]}`,
    'wrong types': () =>
      `{"jsonrpc":${pick(['"2.0"', '2', 'null', '["2.0"]'])},"id":${pick([...ODD_VALUES, '1'])},"method":${pick([method(), '5', 'null', '{}'])},"params":${value()}}`,
    'random params': () =>
      `{"jsonrpc":"2.0","id":${1 + int(1000)},"method":${method()},"params":${value()}}`,
    'deep nesting': () => {
      const depth = pick([1_000, 10_000, 100_000])
      const open = pick(['[', '{"a":'])
      const close = open === '[' ? ']' : '}'
      return `{"jsonrpc":"2.0","id":1,"method":${method()},"params":[${open.repeat(depth)}1${close.repeat(depth)}]}`
    },
    'over-long message': () =>
      `{"jsonrpc":"2.0","id":1,"method":${method()},"params":["${'A'.repeat(options.maxBytes + int(1024))}"]}`,
  }
  const kinds = Object.keys(generators)
  return Array.from({ length: options.count }, (_, index) => {
    // Every kind in turn, so even a short run covers each one.
    const kind = kinds[index % kinds.length] as string
    const made = (generators[kind] as () => string | Buffer)()
    return { kind, bytes: typeof made === 'string' ? Buffer.from(made, 'utf8') : made }
  })
}
