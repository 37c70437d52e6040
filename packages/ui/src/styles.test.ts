/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const STYLESHEET = path.join(__dirname, 'styles.css');
const BUILD_SCRIPT = path.join(__dirname, '../test/build-css.mjs');

/** Builds a stylesheet with @tailwindcss/postcss; `base` is where automatic source detection looks. */
async function buildCss(file: string, base: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [BUILD_SCRIPT, file, base], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

let emptyDir: string;
beforeAll(() => {
  emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nacho-ui-empty-'));
});
afterAll(() => fs.rmSync(emptyDir, { recursive: true, force: true }));

test("the stylesheet compiles with dark default tokens, light tokens and the components' utilities", async () => {
  const css = await buildCss(STYLESHEET, emptyDir);
  expect(css).toMatch(/:root,\s*\.dark\s*\{[^}]*color-scheme: dark/);
  expect(css).toMatch(/\.light\s*\{[^}]*color-scheme: light/);
  for (const token of [
    '--color-primary',
    '--color-secondary',
    '--color-gold',
    '--color-ruby',
    '--radius-lg',
    '--font-sans',
  ]) {
    expect(css).toContain(token);
  }
  for (const utility of [
    '.bg-primary',
    '.text-secondary',
    '.focus-visible\\:ring-2',
    '.max-w-\\[420px\\]',
    '.animate-shimmer',
  ]) {
    expect(css).toContain(utility);
  }
});

test('one build covers classes used in shell/src and every mfe-*/src', async () => {
  // A copy of the repository layout around the stylesheet (the real shell and remotes change).
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nacho-ui-sources-'));
  try {
    const stylesheet = path.join(root, 'packages/ui/src/styles.css');
    writeFile(stylesheet, fs.readFileSync(STYLESHEET, 'utf8'));
    fs.symlinkSync(path.resolve(__dirname, '../../../node_modules'), path.join(root, 'node_modules'), 'dir');
    writeFile(path.join(root, 'shell/src/layout.tsx'), 'export const c = "mt-[13px]";');
    writeFile(path.join(root, 'mfe-contest/src/page.tsx'), 'export const c = "mb-[17px]";');
    writeFile(path.join(root, 'mfe-admin/src/page.tsx'), 'export const c = "ml-[19px]";');
    writeFile(path.join(root, 'services/nft/src/x.ts'), 'export const c = "mr-[23px]";');

    const css = await buildCss(stylesheet, emptyDir);
    expect(css).toContain('.mt-\\[13px\\]');
    expect(css).toContain('.mb-\\[17px\\]');
    expect(css).toContain('.ml-\\[19px\\]');
    expect(css).not.toContain('.mr-\\[23px\\]');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
