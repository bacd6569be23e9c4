import { z } from 'zod'

// zod compiles object parsers with `new Function`, and decides whether it may while each
// `z.object()` is built: under a page's strict Content Security Policy (no 'unsafe-eval') that
// probe alone is reported as a violation, even though zod catches the error. So in a browser
// the kit switches zod to its interpreted parsers before any schema is built, which is why every
// schema of the kit imports `z` from here (package.json lists this file as having side effects,
// so bundlers keep the call). Servers have no such policy and keep the compiled parsers: the
// relay and the gateway parse every request with them.
if (typeof document !== 'undefined') z.config({ jitless: true })

/**
 * zod's `z`, switched to its interpreted (`jitless`) parsers in browsers so that no schema of
 * the kit needs `unsafe-eval`. Import `z` from here, not from `zod`, in code that runs on a page.
 * @example
 * import { z } from '@portico/common/zod'
 * const okSchema = z.object({ ok: z.boolean() })
 */
export { z }
