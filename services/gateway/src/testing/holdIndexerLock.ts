import { createPostgresLeaderLock } from '../indexer/createPostgresLeaderLock'

// A stand-in gateway node for the lock tests: takes the indexer lock of the schema named on the
// command line, says so, and holds it until it is killed.
const [url, schema] = process.argv.slice(2)
if (!url || !schema) throw new Error('usage: holdIndexerLock.ts <url> <schema>')
const lock = createPostgresLeaderLock({ url, schema })
while (!(await lock.acquire())) await new Promise((resolve) => setTimeout(resolve, 100))
process.stdout.write('holding\n')
setInterval(() => {}, 60_000)
