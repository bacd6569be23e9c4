/**
 * A Vite app's `index.html` as `npm create vite` writes it: the icon, `title`, the element the
 * app mounts on (`root` for React, `app` for Vue) and its entry module.
 * @example
 * viteIndexHtml({ title: 'My App', mountId: 'root', entry: '/src/main.tsx' })
 */
export function viteIndexHtml({
  title,
  mountId,
  entry,
}: {
  title: string
  mountId: string
  entry: string
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
    <div id="${mountId}"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`
}
