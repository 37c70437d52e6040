import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalCssCutter } from './critical-css';

/** A built shell in small: index.html linking a stylesheet shaped like Tailwind's output. */
const STYLESHEET = [
  '@layer theme, base, utilities;',
  '@layer theme{:root,:host{--color-amber:#f5a524}}',
  '@layer base{*,:after,:before{box-sizing:border-box;border:0 solid}}',
  '@layer utilities{',
  '.text-amber{color:var(--color-amber)}',
  '.unused-class{color:red}',
  '.dark\\:bg-night:where(.dark,.dark *){background:#0b1120}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}',
  '.animate-spin{animation:var(--animate-spin)}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}',
  '}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('\n');

let dist: string;
const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);
const index = (css: string) =>
  `<!doctype html><html lang=en class=dark><head><link href=/${css} rel=stylesheet></head><body><div id=root></div></body></html>`;

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'nacho-critical-css-'));
  write('main.1.css', STYLESHEET);
  write('index.html', index('main.1.css'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('criticalCssCutter', () => {
  it("keeps the rules that select the page's elements (states, media queries, the dark theme) and what they need", async () => {
    const cut = criticalCssCutter(dist);
    const result = await cut(
      // As React writes it: '&' in an attribute is '&amp;'.
      '<main class="dark:bg-night border"><a class="text-amber hover:underline sm:flex" href="/x">NACHO</a>' +
        '<button class="[&amp;_svg]:size-4"><svg></svg></button></main>',
    );
    expect(result?.stylesheets).toEqual(['/main.1.css']);
    const css = result!.css;
    for (const kept of [
      '@layer theme, base, utilities;',
      '--color-amber:#f5a524',
      'box-sizing:border-box',
      '.text-amber{',
      '.dark\\:bg-night:where(.dark,.dark *){',
      '.hover\\:underline:hover{',
      '.sm\\:flex{display:flex}',
      '@property --tw-border-style',
      '.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}',
    ])
      expect({ kept, found: css.includes(kept) }).toEqual({ kept, found: true });
    for (const left of ['.unused-class', '.sm\\:grid', '@keyframes spin', '.animate-spin'])
      expect({ left, found: css.includes(left) }).toEqual({ left, found: false });
  });

  it('cuts once per markup: the same page with other texts is answered from its cache, other classes are cut anew', async () => {
    const cut = criticalCssCutter(dist);
    const first = await cut('<p class="text-amber">12 likes</p>');
    expect(await cut('<p class="text-amber">13 likes</p>')).toBe(first);
    const other = await cut('<p class="text-amber sm:grid">13 likes</p>');
    expect(other).not.toBe(first);
    expect(other!.css).toContain('.sm\\:grid{display:grid}');
  });

  it('follows a new build of the shell (another stylesheet linked), and gives nothing without index.html or stylesheet', async () => {
    const cut = criticalCssCutter(dist);
    expect((await cut('<p class="text-amber"></p>'))?.stylesheets).toEqual(['/main.1.css']);
    write('main.22.css', '.text-amber{color:orange}');
    write('index.html', index('main.22.css'));
    expect(await cut('<p class="text-amber"></p>')).toEqual({
      stylesheets: ['/main.22.css'],
      css: '.text-amber{color:orange}',
    });
    write('index.html', '<html><head></head><body><div id=root></div></body></html>');
    expect(await cut('<p class="text-amber"></p>')).toBeUndefined();
    rmSync(path.join(dist, 'index.html'));
    expect(await cut('<p class="text-amber"></p>')).toBeUndefined();
  });
});
