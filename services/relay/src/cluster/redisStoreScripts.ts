// Lua run inside Redis: each turn's publishes, and each turn's acks, are one atomic step,
// whichever node sends them. Keys are derived from the prefix (ARGV[1]), as in
// redisQuotaScripts.ts: one Redis with replicas, not Redis Cluster.

/**
 * Stores messages in order, each unless the same text is already stored on its topic (also
 * earlier in the same call); returns one number per message: its new sequence number, or 0
 * for a repeat. ARGV: key prefix, then for each message its repeat-marker key, topic, message,
 * tag, publishedAt, expiresAt, publisher and address.
 * @example redis.defineCommand('insert', { numberOfKeys: 0, lua: INSERT_MESSAGES })
 */
export const INSERT_MESSAGES = `
local P = ARGV[1]
local seqs = {}
for i = 2, #ARGV, 8 do
  local marker, topic, expires = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 5])
  if redis.call('EXISTS', marker) == 1 then
    seqs[#seqs + 1] = 0
  else
    local seq = redis.call('INCR', P .. 'seq')
    local message = P .. 'm:' .. seq
    redis.call('HSET', message, 'topic', topic, 'message', ARGV[i + 2], 'tag', ARGV[i + 3],
      'publishedAt', ARGV[i + 4], 'expiresAt', ARGV[i + 5], 'publisher', ARGV[i + 6], 'address', ARGV[i + 7])
    redis.call('PEXPIREAT', message, expires)
    redis.call('SET', marker, seq, 'PXAT', expires)
    local topicKey = P .. 't:' .. topic
    redis.call('ZADD', topicKey, seq, seq)
    if redis.call('PEXPIRETIME', topicKey) < expires then redis.call('PEXPIREAT', topicKey, expires) end
    redis.call('ZADD', P .. 'expiry', expires, seq .. ' ' .. topic)
    seqs[#seqs + 1] = seq
  end
end
return seqs
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
