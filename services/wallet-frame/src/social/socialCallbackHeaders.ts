import { frameCsp } from '../page/frameCsp'

/**
 * The headers of the popup's pages on this origin.
 * @example return c.html(page, 200, socialCallbackHeaders())
 */
export const socialCallbackHeaders = () => ({
  'Content-Security-Policy': frameCsp([]),
  'Cache-Control': 'no-store',
  // The code sits in this page's URL: never send it on.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
})
