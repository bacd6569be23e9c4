import { ADMISSION } from './redisQuotaScripts'

// Lua run inside Redis: each turn's publishes (with their quota check), and each turn's acks,
// are one atomic step, whichever node sends them. Keys are derived from the prefix (ARGV[1]), as in
// redisQuotaScripts.ts: one Redis with replicas, not Redis Cluster.

// Stores one message unless its repeat marker exists; returns its new sequence number or 0.
// Needs P, the key prefix.
const INSERT = `
local function insert(marker, topic, text, tag, publishedAt, expiresAt, publisher, address)
  local expires = tonumber(expiresAt)
  -- The marker is only ever tested for existence: taking it is the repeat check.
  if not redis.call('SET', marker, 1, 'NX', 'PXAT', expires) then return 0 end
  local seq = redis.call('INCR', P .. 'seq')
  local message = P .. 'm:' .. seq
  redis.call('HSET', message, 'topic', topic, 'message', text, 'tag', tag,
    'publishedAt', publishedAt, 'expiresAt', expiresAt, 'publisher', publisher, 'address', address)
  redis.call('PEXPIREAT', message, expires)
  local topicKey = P .. 't:' .. topic
  redis.call('ZADD', topicKey, seq, seq)
  if redis.call('PEXPIRETIME', topicKey) < expires then redis.call('PEXPIREAT', topicKey, expires) end
  redis.call('ZADD', P .. 'expiry', expires, seq .. ' ' .. topic)
  return seq
end
`

/**
 * Stores messages in order, each unless the same text is already stored on its topic (also
 * earlier in the same call); returns one number per message: its new sequence number, or 0
 * for a repeat. ARGV: key prefix, then for each message its repeat-marker key, topic, message,
 * tag, publishedAt, expiresAt, publisher and address.
 * @example redis.defineCommand('insert', { numberOfKeys: 0, lua: INSERT_MESSAGES })
 */
export const INSERT_MESSAGES = `
local P = ARGV[1]
${INSERT}
local seqs = {}
for i = 2, #ARGV, 8 do
  seqs[#seqs + 1] = insert(ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3], ARGV[i + 4], ARGV[i + 5], ARGV[i + 6], ARGV[i + 7])
end
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
 * repeat is stored and charged not at all. Each stored message is announced on the cluster
 * channel when one is given. Returns for each publish '' or the error key, followed by one
 * number per message: its sequence number, or 0 (a repeat, or refused). ARGV: prefix, now
 * (ms), perClient, perAddress, total, reservePercent, channel ('' for none), node id, then for
 * each publish: client id, address, the number of messages, and for each message its charged
 * bytes, expiresAt, repeat-marker key, topic, message, tag and publishedAt.
 * @example redis.defineCommand('admitAndInsert', { numberOfKeys: 0, lua: ADMIT_AND_INSERT })
 */
export const ADMIT_AND_INSERT = `${ADMISSION}
${INSERT}
${ENVELOPE}
release(tonumber(ARGV[2]))
startAdmission(3)
local channel, node = ARGV[7], ARGV[8]
local results = {}
local i = 9
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
      if seq ~= 0 then
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
commitAdmission()
return results
`

/**
 * Records that clients received messages; each ack expires with its message, and an ack of a
 * message already gone is dropped. ARGV: key prefix, then sequence number and client id of
 * each ack.
 * @example redis.defineCommand('ack', { numberOfKeys: 0, lua: MARK_ACKED })
 */
export const MARK_ACKED = `
local P = ARGV[1]
for i = 2, #ARGV, 2 do
  local expires = redis.call('HGET', P .. 'm:' .. ARGV[i], 'expiresAt')
  if expires then
    local acks = P .. 'a:' .. ARGV[i]
    redis.call('SADD', acks, ARGV[i + 1])
    redis.call('PEXPIREAT', acks, expires)
  end
end
return 1
`

/**
 * Publishes texts on one pub/sub channel, in order: a turn's cluster announcements in one call.
 * ARGV: channel, then the texts.
 * @example redis.defineCommand('announce', { numberOfKeys: 0, lua: PUBLISH_ALL })
 */
export const PUBLISH_ALL = `
for i = 2, #ARGV do redis.call('PUBLISH', ARGV[1], ARGV[i]) end
return #ARGV - 1
`
