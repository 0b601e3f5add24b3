import { describe, expect, it } from 'vitest';
import { PageTemplate } from './page-template.js';

/** index.html as the build writes it: the app's entry script in the head, the style sheet inlined. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Krishi</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const fill = async (startOnDemand: boolean) =>
  (
    await new PageTemplate(BUILT).fill({
      locale: 'en_In',
      title: 'A product',
      headTags: '',
      app: { html: '<h1>A product</h1>', data: '{}' },
      startOnDemand,
    })
  ).html.toString();

describe('the page the server fills', () => {
  it('loads the app with the page, as always, when data saver is off', async () => {
    const page = await fill(false);

    expect(page).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    expect(page).not.toContain('start-on-demand');
  });

  it('gives a data-saver product page the small loader that names the app, not the app itself', async () => {
    const page = await fill(true);

    expect(page).toContain('<script defer src="/start-on-demand.js" data-entry="/assets/index-AbC123.js"></script>');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<h1>A product</h1>');
  });
});
