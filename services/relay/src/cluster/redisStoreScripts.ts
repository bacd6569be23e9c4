// Lua run inside Redis: each publish and ack is one atomic step, whichever node sends it.

/**
 * Stores a message unless the same text is already stored on its topic; returns its new
 * sequence number, or 0 for a repeat. KEYS: seq counter, repeat marker, topic set, expiry set.
 * ARGV: topic, message, tag, publishedAt, expiresAt, publisher, address, key prefix.
 * @example redis.defineCommand('insert', { numberOfKeys: 4, lua: INSERT_MESSAGE })
 */
export const INSERT_MESSAGE = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local expires = tonumber(ARGV[5])
local seq = redis.call('INCR', KEYS[1])
local message = ARGV[8] .. 'm:' .. seq
redis.call('HSET', message, 'topic', ARGV[1], 'message', ARGV[2], 'tag', ARGV[3],
  'publishedAt', ARGV[4], 'expiresAt', ARGV[5], 'publisher', ARGV[6], 'address', ARGV[7])
redis.call('PEXPIREAT', message, expires)
redis.call('SET', KEYS[2], seq, 'PXAT', expires)
redis.call('ZADD', KEYS[3], seq, seq)
if redis.call('PEXPIRETIME', KEYS[3]) < expires then redis.call('PEXPIREAT', KEYS[3], expires) end
redis.call('ZADD', KEYS[4], expires, seq .. ' ' .. ARGV[1])
return seq
`

/**
 * Records that a client received a message; the ack expires with the message.
 * KEYS: the message hash, its ack set. ARGV: client id.
 * @example redis.defineCommand('ack', { numberOfKeys: 2, lua: MARK_ACKED })
 */
export const MARK_ACKED = `
local expires = redis.call('HGET', KEYS[1], 'expiresAt')
if not expires then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIREAT', KEYS[2], expires)
return 1
`
