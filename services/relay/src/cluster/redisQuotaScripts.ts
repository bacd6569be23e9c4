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
 * Lua functions admitting a batch of publishes against the ledger (after `release`), by the
 * rule of `quotaVerdict` (same checks, same order). The counts are read once and written once
 * per call, summed per client, address and expiry second, so a turn's publishes cost Redis a
 * few commands each instead of a dozen. `startAdmission(limitsFrom)` reads the limits from
 * ARGV[limitsFrom..limitsFrom+3] (perClient, perAddress, total, reservePercent);
 * `verdict(client, address, sum)` is '' or the error key of the limit the publish would pass;
 * `charge(client, address, bytes, expiresAt)` counts one admitted message; `commitAdmission()`
 * writes the counts.
 * @example const script = `${ADMISSION}\nstartAdmission(3)\n…\ncommitAdmission()`
 */
export const ADMISSION = `${LEDGER}
local A = {}
local function startAdmission(limitsFrom)
  A.perClient, A.perAddress = tonumber(ARGV[limitsFrom]), tonumber(ARGV[limitsFrom + 1])
  A.limit, A.reserve = tonumber(ARGV[limitsFrom + 2]), tonumber(ARGV[limitsFrom + 3])
  A.total = tonumber(redis.call('GET', P .. 'q:total') or '0')
  A.addresses = redis.call('HLEN', P .. 'q:addresses')
  A.clients, A.addressBytes, A.clientDelta, A.addressDelta, A.buckets, A.seconds = {}, {}, {}, {}, {}, {}
  A.totalDelta = 0
end
local function held(cache, key, name)
  local value = cache[name]
  if value == nil then
    value = tonumber(redis.call('HGET', key, name) or '0')
    cache[name] = value
  end
  return value
end
local function add(map, name, delta) map[name] = (map[name] or 0) + delta end
local function verdict(client, address, sum)
  local heldClient = held(A.clients, P .. 'q:clients', client)
  local heldAddress = held(A.addressBytes, P .. 'q:addresses', address)
  local holders = A.addresses
  if heldAddress == 0 then holders = holders + 1 end
  if heldClient + sum > A.perClient then return 'CLIENT_QUOTA_EXCEEDED' end
  if heldAddress + sum > A.perAddress then return 'ADDRESS_QUOTA_EXCEEDED' end
  if A.total + sum > A.limit then return 'STORAGE_FULL' end
  if A.total + sum > A.limit * (100 - A.reserve) / 100 and heldAddress + sum > A.limit / math.max(1, holders) then
    return 'STORAGE_FULL'
  end
  return ''
end
local function charge(client, address, bytes, expiresAt)
  if A.addressBytes[address] == 0 then A.addresses = A.addresses + 1 end
  add(A.clients, client, bytes)
  add(A.addressBytes, address, bytes)
  A.total = A.total + bytes
  add(A.clientDelta, client, bytes)
  add(A.addressDelta, address, bytes)
  A.totalDelta = A.totalDelta + bytes
  local second = string.format('%d', math.ceil(expiresAt / 1000))
  local bucket = A.buckets[second]
  if not bucket then
    bucket = {}
    A.buckets[second] = bucket
    A.seconds[#A.seconds + 1] = second
  end
  add(bucket, 't', bytes)
  add(bucket, 'c:' .. client, bytes)
  add(bucket, 'a:' .. address, bytes)
end
local function commitAdmission()
  for _, second in ipairs(A.seconds) do
    redis.call('ZADD', P .. 'q:expiries', second, second)
    for field, bytes in pairs(A.buckets[second]) do adjust(P .. 'q:b:' .. second, field, bytes) end
  end
  if A.totalDelta ~= 0 then redis.call('INCRBY', P .. 'q:total', A.totalDelta) end
  for client, bytes in pairs(A.clientDelta) do adjust(P .. 'q:clients', client, bytes) end
  for address, bytes in pairs(A.addressDelta) do adjust(P .. 'q:addresses', address, bytes) end
end
`

/**
 * Admits the charges of publishes in order, each publish all or none (see {@link ADMISSION});
 * returns one string per publish: '' or the error key. Expired charges are released first, as
 * of `now` (the latest of the batch). ARGV: prefix, now (ms), perClient, perAddress, total,
 * reservePercent, then for each publish: client id, address, the number of charges, and bytes
 * and expiresAt of each charge.
 * @example redis.defineCommand('reserve', { numberOfKeys: 0, lua: RESERVE_STORAGE })
 */
export const RESERVE_STORAGE = `${ADMISSION}
release(tonumber(ARGV[2]))
startAdmission(3)
local verdicts = {}
local i = 7
while i <= #ARGV do
  local client, address = ARGV[i], ARGV[i + 1]
  local from, to = i + 3, i + 2 + 2 * tonumber(ARGV[i + 2])
  local sum = 0
  for j = from, to, 2 do sum = sum + tonumber(ARGV[j]) end
  local refused = verdict(client, address, sum)
  if refused == '' then
    for j = from, to, 2 do charge(client, address, tonumber(ARGV[j]), tonumber(ARGV[j + 1])) end
  end
  verdicts[#verdicts + 1] = refused
  i = to + 1
end
commitAdmission()
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
