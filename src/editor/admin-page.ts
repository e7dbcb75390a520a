/**
 * The editor's page: Decap CMS's standalone bundle (it carries its own React and reads
 * `config.yml` beside the page, https://decapcms.org/docs/install-decap/). Served from
 * node_modules by the development server, so the editor loads nothing from another host.
 */
export const adminPage = (bundle: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
  </head>
  <body>
    <script src="${bundle}"></script>
  </body>
</html>
`;
