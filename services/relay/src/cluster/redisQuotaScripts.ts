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
 * key. Expired charges are released first, as of `now` (the latest of the batch). The counts
 * are read once and written once per call, summed per client, address and expiry second: a
 * turn's publishes cost Redis a few commands each instead of a dozen. ARGV: prefix, now (ms),
 * perClient, perAddress, total, reservePercent, then for each publish: client id, address, the
 * number of charges, and bytes and expiresAt of each charge.
 * @example redis.defineCommand('reserve', { numberOfKeys: 0, lua: RESERVE_STORAGE })
 */
export const RESERVE_STORAGE = `${LEDGER}
release(tonumber(ARGV[2]))
local perClient, perAddress, limit, reserve = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local total = tonumber(redis.call('GET', P .. 'q:total') or '0')
local addresses = redis.call('HLEN', P .. 'q:addresses')
local clients, addressBytes, clientDelta, addressDelta, buckets, seconds = {}, {}, {}, {}, {}, {}
local totalDelta = 0
local function held(cache, key, name)
  local value = cache[name]
  if value == nil then
    value = tonumber(redis.call('HGET', key, name) or '0')
    cache[name] = value
  end
  return value
end
local function add(map, name, delta) map[name] = (map[name] or 0) + delta end
local verdicts = {}
local i = 7
while i <= #ARGV do
  local client, address = ARGV[i], ARGV[i + 1]
  local from, to = i + 3, i + 2 + 2 * tonumber(ARGV[i + 2])
  local sum = 0
  for j = from, to, 2 do sum = sum + tonumber(ARGV[j]) end
  local heldClient = held(clients, P .. 'q:clients', client)
  local heldAddress = held(addressBytes, P .. 'q:addresses', address)
  local holders = addresses
  if heldAddress == 0 then holders = holders + 1 end
  local verdict = ''
  if heldClient + sum > perClient then verdict = 'CLIENT_QUOTA_EXCEEDED'
  elseif heldAddress + sum > perAddress then verdict = 'ADDRESS_QUOTA_EXCEEDED'
  elseif total + sum > limit then verdict = 'STORAGE_FULL'
  elseif total + sum > limit * (100 - reserve) / 100 and heldAddress + sum > limit / math.max(1, holders) then
    verdict = 'STORAGE_FULL'
  end
  if verdict == '' then
    addresses = holders
    clients[client], addressBytes[address], total = heldClient + sum, heldAddress + sum, total + sum
    add(clientDelta, client, sum)
    add(addressDelta, address, sum)
    totalDelta = totalDelta + sum
    for j = from, to, 2 do
      local second = string.format('%d', math.ceil(tonumber(ARGV[j + 1]) / 1000))
      local bucket = buckets[second]
      if not bucket then
        bucket = {}
        buckets[second] = bucket
        seconds[#seconds + 1] = second
      end
      local bytes = tonumber(ARGV[j])
      add(bucket, 't', bytes)
      add(bucket, 'c:' .. client, bytes)
      add(bucket, 'a:' .. address, bytes)
    end
  end
  verdicts[#verdicts + 1] = verdict
  i = to + 1
end
for _, second in ipairs(seconds) do
  redis.call('ZADD', P .. 'q:expiries', second, second)
  for field, bytes in pairs(buckets[second]) do adjust(P .. 'q:b:' .. second, field, bytes) end
end
if totalDelta ~= 0 then redis.call('INCRBY', P .. 'q:total', totalDelta) end
for client, bytes in pairs(clientDelta) do adjust(P .. 'q:clients', client, bytes) end
for address, bytes in pairs(addressDelta) do adjust(P .. 'q:addresses', address, bytes) end
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
