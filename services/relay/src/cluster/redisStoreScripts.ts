import { ADMISSION } from './redisQuotaScripts'

// Lua run inside Redis: each turn's publishes (with their quota check), and each turn's acks,
// are one atomic step, whichever node sends them. Keys are derived from the prefix (ARGV[1]), as in
// redisQuotaScripts.ts: one Redis with replicas, not Redis Cluster.

// Stores messages; needs P, the key prefix. Per message only what is its own is written (repeat
// marker, the message as one string with its expiry, topic entry); the sequence numbers of a call
// come from one INCRBY and each topic's expiry and the expiry index are written once at the end
// (finishInserts), so a call of n messages costs Redis about 3n + 3 commands instead of 9n. A
// message whose writes fail (a key of the wrong type) is undone and reported as -1, so its
// publisher can retry it and the others of the call stand: a failure inside a script is not
// rolled back by Redis.
const INSERT = `
local S = {}
local function failed(reply) return type(reply) == 'table' and reply.err ~= nil end
local function startInserts(count)
  S.seq = redis.call('INCRBY', P .. 'seq', count) - count
  S.topicExpiry, S.topics, S.index = {}, {}, {}
end
local function insert(marker, topic, text, tag, publishedAt, expiresAt, publisher, address)
  local expires = tonumber(expiresAt)
  -- The marker is only ever tested for existence: taking it is the repeat check.
  local taken = redis.pcall('SET', marker, 1, 'NX', 'PXAT', expires)
  if failed(taken) then return -1 end
  if not taken then return 0 end
  S.seq = S.seq + 1
  local seq = S.seq
  local topicKey = P .. 't:' .. topic
  if failed(redis.pcall('ZADD', topicKey, seq, seq)) then
    redis.call('DEL', marker)
    return -1
  end
  -- One string with its expiry (parseMessageValue.ts reads it): a single SET where a hash of seven
  -- fields took HSET and PEXPIREAT, and a 400-byte text made that hash a full hash table.
  local value = #topic .. ' ' .. #publisher .. ' ' .. #address .. ' ' .. tag .. ' ' .. publishedAt
    .. ' ' .. expiresAt .. '\\n' .. topic .. publisher .. address .. text
  if failed(redis.pcall('SET', P .. 'v:' .. seq, value, 'PXAT', expires)) then
    redis.call('ZREM', topicKey, seq)
    redis.call('DEL', marker)
    return -1
  end
  local latest = S.topicExpiry[topicKey]
  if latest == nil then S.topics[#S.topics + 1] = topicKey end
  if latest == nil or latest < expires then S.topicExpiry[topicKey] = expires end
  S.index[#S.index + 1] = expires
  S.index[#S.index + 1] = seq .. ' ' .. topic
  return seq
end
local function finishInserts()
  for _, topicKey in ipairs(S.topics) do
    -- GT leaves a later expiry alone but never sets one on a key without any: NX does that.
    local expires = S.topicExpiry[topicKey]
    if redis.call('PEXPIREAT', topicKey, expires, 'GT') == 0 then
      redis.call('PEXPIREAT', topicKey, expires, 'NX')
    end
  end
  -- The expiry index only speeds the sweep up: messages and topics expire by themselves, so a
  -- failure here is logged and the stored messages stand.
  for from = 1, #S.index, 1000 do
    local reply = redis.pcall('ZADD', P .. 'expiry', unpack(S.index, from, math.min(from + 999, #S.index)))
    if failed(reply) then redis.log(redis.LOG_WARNING, 'portico relay expiry index: ' .. reply.err) end
  end
end
`

// Whether a PUBLISH on the cluster channel reaches anyone but this node, which drops its own
// announcements anyway. Each node's subscriber holds the cluster channel and its own presence
// channel, taken and given back in one command, so the difference never counts itself; pattern
// subscribers always count. No presence channel ('') means: always publish.
const PEERS = `
local function peersListening(channel, presence)
  if presence == '' then return true end
  local counts = redis.call('PUBSUB', 'NUMSUB', channel, presence)
  return counts[2] - counts[4] > 0 or redis.call('PUBSUB', 'NUMPAT') > 0
end
`

/**
 * Stores messages in order, each unless the same text is already stored on its topic (also
 * earlier in the same call); returns one number per message: its new sequence number, 0 for a
 * repeat, or -1 when it could not be stored (nothing of it was kept). ARGV: key prefix, then for
 * each message its repeat-marker key, topic, message, tag, publishedAt, expiresAt, publisher and
 * address.
 * @example redis.defineCommand('insert', { numberOfKeys: 0, lua: INSERT_MESSAGES })
 */
export const INSERT_MESSAGES = `
local P = ARGV[1]
${INSERT}
startInserts((#ARGV - 1) / 8)
local seqs = {}
for i = 2, #ARGV, 8 do
  seqs[#seqs + 1] = insert(ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3], ARGV[i + 4], ARGV[i + 5], ARGV[i + 6], ARGV[i + 7])
end
finishInserts()
return seqs
`

// The cluster envelope createRedisBus sends and reads, same keys in the same order.
const ENVELOPE = `
local function envelope(node, seq, topic, text, tag, publishedAt, expiresAt, publisher, address)
  return '{"node":' .. cjson.encode(node) .. ',"message":{"seq":' .. seq .. ',"topic":' .. cjson.encode(topic)
    .. ',"message":' .. cjson.encode(text) .. ',"tag":' .. tag .. ',"publishedAt":' .. publishedAt
    .. ',"expiresAt":' .. expiresAt .. ',"publisher":' .. cjson.encode(publisher)
    .. ',"publisherAddress":' .. cjson.encode(address) .. '}}'
end
`

/**
 * Admits publishes against the storage ledger and stores the messages of those admitted, in
 * order, in one step: each publish is checked with all its messages (see `ADMISSION`), and a
 * repeat is stored and charged not at all, nor is a message that could not be stored. Each
 * stored message is announced on the cluster channel when one is given and another node listens
 * (see PEERS). Returns for each publish '' or the error key, followed by one number per message:
 * its sequence number, 0 (a repeat, or refused) or -1 (not stored). ARGV: prefix, now (ms),
 * perClient, perAddress, total, reservePercent, channel ('' for none), node id, this node's
 * presence channel ('' for none), then for each publish: client id, address, the number of
 * messages, and for each message its charged bytes, expiresAt, repeat-marker key, topic, message,
 * tag and publishedAt.
 * @example redis.defineCommand('admitAndInsert', { numberOfKeys: 0, lua: ADMIT_AND_INSERT })
 */
export const ADMIT_AND_INSERT = `${ADMISSION}
${INSERT}
${ENVELOPE}
${PEERS}
release(tonumber(ARGV[2]))
startAdmission(3)
local channel, node = ARGV[7], ARGV[8]
if channel ~= '' and not peersListening(channel, ARGV[9]) then channel = '' end
local count, at = 0, 10
while at <= #ARGV do
  local messages = tonumber(ARGV[at + 2])
  count = count + messages
  at = at + 3 + 7 * messages
end
startInserts(count)
local results = {}
local i = 10
while i <= #ARGV do
  local client, address, count = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2])
  local from, to = i + 3, i + 2 + 7 * count
  local sum = 0
  for j = from, to, 7 do sum = sum + tonumber(ARGV[j]) end
  local refused = verdict(client, address, sum)
  results[#results + 1] = refused
  for j = from, to, 7 do
    local seq = 0
    if refused == '' then
      seq = insert(ARGV[j + 2], ARGV[j + 3], ARGV[j + 4], ARGV[j + 5], ARGV[j + 6], ARGV[j + 1], client, address)
      if seq > 0 then
        charge(client, address, tonumber(ARGV[j]), tonumber(ARGV[j + 1]))
        if channel ~= '' then
          redis.call('PUBLISH', channel, envelope(node, seq, ARGV[j + 3], ARGV[j + 4], ARGV[j + 5], ARGV[j + 6], ARGV[j + 1], client, address))
        end
      end
    end
    results[#results + 1] = seq
  end
  i = to + 1
end
finishInserts()
commitAdmission()
return results
`

/**
 * Records that clients received messages; each ack expires with its message, and an ack of a
 * message already gone is dropped (an expiry in the past deletes the ack at once). The node
 * that pushed a message knows its expiry: only when it is not given ('') is it read from the
 * message. ARGV: key prefix, then sequence number, client id and expiresAt of each ack.
 * @example redis.defineCommand('ack', { numberOfKeys: 0, lua: MARK_ACKED })
 */
export const MARK_ACKED = `
local P = ARGV[1]
for i = 2, #ARGV, 3 do
  local expires = ARGV[i + 2]
  if expires == '' then
    -- A message is a string; older nodes stored it as a hash.
    expires = redis.call('PEXPIRETIME', P .. 'v:' .. ARGV[i])
    if expires < 0 then expires = redis.call('HGET', P .. 'm:' .. ARGV[i], 'expiresAt') end
  end
  if expires then
    local acks = P .. 'a:' .. ARGV[i]
    redis.call('SADD', acks, ARGV[i + 1])
    redis.call('PEXPIREAT', acks, expires)
  end
end
return 1
`

/**
 * Publishes texts on one pub/sub channel, in order: a turn's cluster announcements in one call,
 * skipped while no other node listens (see PEERS). Returns how many were published. ARGV:
 * channel, this node's presence channel ('' for none), then the texts.
 * @example redis.defineCommand('announce', { numberOfKeys: 0, lua: PUBLISH_ALL })
 */
export const PUBLISH_ALL = `
${PEERS}
if not peersListening(ARGV[1], ARGV[2]) then return 0 end
for i = 3, #ARGV do redis.call('PUBLISH', ARGV[1], ARGV[i]) end
return #ARGV - 2
`
