/**
 * The sandbox exchange's icon (served as /icon.svg: the `imageUrl` a gateway lists it with).
 * @example c.body(exchangeIconSvg, 200, { 'content-type': 'image/svg+xml' })
 */
export const exchangeIconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Sandbox Exchange">
<rect width="64" height="64" rx="14" fill="#0f766e"/>
<path d="M18 26h24l-6-6M46 38H22l6 6" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`
