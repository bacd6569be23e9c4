// Lua run inside Redis: the cluster's storage ledger and connection counts change in one atomic
// step per call, whichever node sends it. Keys are derived from the prefix (ARGV[1]), as in
// redisStoreScripts.ts: one Redis with replicas, not Redis Cluster.

const ADJUST = `
local P = ARGV[1]
local function adjust(key, field, delta)
  if redis.call('HINCRBY', key, field, delta) <= 0 then redis.call('HDEL', key, field) end
end
`

// Ledger keys: q:total (bytes), q:clients and q:addresses (hashes of bytes), q:expiries (a
// sorted set of expiry seconds) and q:b:<second> (what expires in that second: t, c:<client>,
// a:<address>), released in expiry order as createStorageLedger does in memory.
const LEDGER = `${ADJUST}
local function release(now)
  local seconds = redis.call('ZRANGEBYSCORE', P .. 'q:expiries', '-inf', math.floor(now / 1000), 'LIMIT', 0, 1000)
  for _, second in ipairs(seconds) do
    local bucket = P .. 'q:b:' .. second
    local fields = redis.call('HGETALL', bucket)
    for i = 1, #fields, 2 do
      local field, bytes = fields[i], tonumber(fields[i + 1])
      local kind, name = string.sub(field, 1, 2), string.sub(field, 3)
      if field == 't' then redis.call('DECRBY', P .. 'q:total', bytes)
      elseif kind == 'c:' then adjust(P .. 'q:clients', name, -bytes)
      elseif kind == 'a:' then adjust(P .. 'q:addresses', name, -bytes) end
    end
    redis.call('DEL', bucket)
    redis.call('ZREM', P .. 'q:expiries', second)
  end
end
local function record(client, address, bytes, expiresAt, sign)
  local second = string.format('%d', math.ceil(expiresAt / 1000))
  local bucket = P .. 'q:b:' .. second
  if sign < 0 and redis.call('EXISTS', bucket) == 0 then return end
  if sign > 0 then redis.call('ZADD', P .. 'q:expiries', second, second) end
  local delta = sign * bytes
  adjust(bucket, 't', delta)
  adjust(bucket, 'c:' .. client, delta)
  adjust(bucket, 'a:' .. address, delta)
  redis.call('INCRBY', P .. 'q:total', delta)
  adjust(P .. 'q:clients', client, delta)
  adjust(P .. 'q:addresses', address, delta)
end
`

/**
 * Admits the charges of publishes in order, each publish all or none, by the rule of
 * `quotaVerdict` (same checks, same order); returns one string per publish: '' or the error
 * key. ARGV: prefix, perClient, perAddress, total, reservePercent, then for each publish: now
 * (ms), client id, address, the number of charges, and bytes and expiresAt of each charge.
 * @example redis.defineCommand('reserve', { numberOfKeys: 0, lua: RESERVE_STORAGE })
 */
export const RESERVE_STORAGE = `${LEDGER}
local perClient, perAddress, limit, reserve = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local function admit(client, address, from, to)
  local sum = 0
  for i = from, to, 2 do sum = sum + tonumber(ARGV[i]) end
  local heldClient = tonumber(redis.call('HGET', P .. 'q:clients', client) or '0')
  local heldAddress = tonumber(redis.call('HGET', P .. 'q:addresses', address) or '0')
  local total = tonumber(redis.call('GET', P .. 'q:total') or '0') + sum
  local addresses = redis.call('HLEN', P .. 'q:addresses')
  if heldAddress == 0 then addresses = addresses + 1 end
  if heldClient + sum > perClient then return 'CLIENT_QUOTA_EXCEEDED' end
  if heldAddress + sum > perAddress then return 'ADDRESS_QUOTA_EXCEEDED' end
  if total > limit then return 'STORAGE_FULL' end
  if total > limit * (100 - reserve) / 100 and heldAddress + sum > limit / math.max(1, addresses) then
    return 'STORAGE_FULL'
  end
  for i = from, to, 2 do record(client, address, tonumber(ARGV[i]), tonumber(ARGV[i + 1]), 1) end
  return ''
end
local verdicts = {}
local i = 6
while i <= #ARGV do
  local count = tonumber(ARGV[i + 3])
  release(tonumber(ARGV[i]))
  verdicts[#verdicts + 1] = admit(ARGV[i + 1], ARGV[i + 2], i + 4, i + 3 + 2 * count)
  i = i + 4 + 2 * count
end
return verdicts
`

/**
 * Gives back one charge (if its expiry second is still counted). ARGV: prefix, client id,
 * address, bytes, expiresAt.
 * @example redis.defineCommand('refund', { numberOfKeys: 0, lua: REFUND_STORAGE })
 */
export const REFUND_STORAGE = `${LEDGER}
record(ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]), -1)
return 1
`

/**
 * Counts stored messages without checking limits (the first node's start-up). ARGV: prefix,
 * then client id, address, bytes and expiresAt of each charge.
 * @example redis.defineCommand('load', { numberOfKeys: 0, lua: LOAD_STORAGE })
 */
export const LOAD_STORAGE = `${LEDGER}
for i = 2, #ARGV, 4 do record(ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2]), tonumber(ARGV[i + 3]), 1) end
return 1
`

// Connection keys: c:addresses and c:clients (open sockets, cluster-wide), c:n:<node> (what one
// node holds: a:<address>, c:<client>) and c:nodes (node -> last heartbeat, Redis time). A node
// silent for staleMs is taken as dead and what it held is given back.
const CONNECTIONS = `${ADJUST}
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local function drop(node)
  local key = P .. 'c:n:' .. node
  local fields = redis.call('HGETALL', key)
  for i = 1, #fields, 2 do
    local field, count = fields[i], tonumber(fields[i + 1])
    local name = string.sub(field, 3)
    if string.sub(field, 1, 2) == 'a:' then adjust(P .. 'c:addresses', name, -count)
    else adjust(P .. 'c:clients', name, -count) end
  end
  redis.call('DEL', key)
  redis.call('ZREM', P .. 'c:nodes', node)
end
local function beat(node, staleMs)
  for _, dead in ipairs(redis.call('ZRANGEBYSCORE', P .. 'c:nodes', '-inf', now - staleMs)) do drop(dead) end
  redis.call('ZADD', P .. 'c:nodes', now, node)
end
`

/**
 * Takes a connection slot: 0 when taken, 1 when the address is at its cap, 2 when the client
 * id is. ARGV: prefix, node, address, client id, per-address cap, per-client cap, staleMs.
 * @example redis.defineCommand('acquire', { numberOfKeys: 0, lua: ACQUIRE_CONNECTION })
 */
export const ACQUIRE_CONNECTION = `${CONNECTIONS}
local node, address, client = ARGV[2], ARGV[3], ARGV[4]
beat(node, tonumber(ARGV[7]))
if tonumber(redis.call('HGET', P .. 'c:addresses', address) or '0') >= tonumber(ARGV[5]) then return 1 end
if tonumber(redis.call('HGET', P .. 'c:clients', client) or '0') >= tonumber(ARGV[6]) then return 2 end
local mine = P .. 'c:n:' .. node
adjust(mine, 'a:' .. address, 1)
adjust(mine, 'c:' .. client, 1)
adjust(P .. 'c:addresses', address, 1)
adjust(P .. 'c:clients', client, 1)
return 0
`

/**
 * Gives a slot back, unless its node was already taken as dead (then it was given back then).
 * ARGV: prefix, node, address, client id.
 * @example redis.defineCommand('release', { numberOfKeys: 0, lua: RELEASE_CONNECTION })
 */
export const RELEASE_CONNECTION = `${CONNECTIONS}
local node, address, client = ARGV[2], ARGV[3], ARGV[4]
local mine = P .. 'c:n:' .. node
if tonumber(redis.call('HGET', mine, 'a:' .. address) or '0') <= 0 then return 0 end
adjust(mine, 'a:' .. address, -1)
adjust(mine, 'c:' .. client, -1)
adjust(P .. 'c:addresses', address, -1)
adjust(P .. 'c:clients', client, -1)
return 1
`

/**
 * A node's heartbeat (and the reaping of dead nodes). ARGV: prefix, node, staleMs.
 * @example redis.defineCommand('beat', { numberOfKeys: 0, lua: CONNECTION_HEARTBEAT })
 */
export const CONNECTION_HEARTBEAT = `${CONNECTIONS}
beat(ARGV[2], tonumber(ARGV[3]))
return 1
`

/**
 * A node leaving: gives back whatever it still holds. ARGV: prefix, node.
 * @example redis.defineCommand('drop', { numberOfKeys: 0, lua: DROP_CONNECTION_NODE })
 */
export const DROP_CONNECTION_NODE = `${CONNECTIONS}
drop(ARGV[2])
return 1
`
