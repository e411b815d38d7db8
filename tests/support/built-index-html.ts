/** index.html as `vite build` writes it, with every part a server-drawn first screen goes into. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The network."
    />
    <title>NECS</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/libraries-def.js">
    <link rel="modulepreload" crossorigin href="/assets/ghi.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
