import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../lib/collect-garbage.js';
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

  it('puts the page in the app’s root, in its language, and sends the same page as gzip', async () => {
    const page = await new PageTemplate(BUILT).fill({
      locale: 'kn_In',
      title: 'ಬೀಜಗಳು',
      headTags: '<meta name="description" content="ಹತ್ತಿ ಬೀಜ">',
      app: { html: '<h1>ಹತ್ತಿ ಬೀಜ ₹450</h1>', data: '{"locale":"kn_In"}' },
    });
    const html = page.html.toString();

    expect(html).toContain('<html lang="kn">');
    expect(html).toContain('<title>ಬೀಜಗಳು</title>');
    expect(html).toContain('<div id="root"><h1>ಹತ್ತಿ ಬೀಜ ₹450</h1></div>');
    expect(html).toContain('<script type="application/json" id="page-data">{"locale":"kn_In"}</script>');
    expect(gunzipSync(page.gzip!).equals(page.html)).toBe(true);
  });

  it('keeps a filled page as its bytes, not also as the strings it was filled from', async () => {
    const fillFrom = async () => {
      const app = { html: '<h1>ಹತ್ತಿ ಬೀಜ ₹450</h1>', data: '{"locale":"kn_In"}' };
      const page = await new PageTemplate(BUILT).fill({ locale: 'kn_In', title: 'ಬೀಜಗಳು', headTags: '', app });
      return { page, filledFrom: new WeakRef(app) };
    };
    const { page, filledFrom } = await fillFrom();

    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();

    expect(page.gzip).not.toBeNull();
    expect(filledFrom.deref()).toBeUndefined();
  });
});
