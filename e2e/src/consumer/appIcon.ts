/**
 * The consumer apps' own icon (`favicon.svg`, Next's `app/icon.svg`), so the browser asks for no
 * `/favicon.ico` that is not there.
 * @example
 * const files = { 'public/favicon.svg': APP_ICON }
 */
export const APP_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#4f46e5"/></svg>\n'
