import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** Every `node <file>` a root npm script runs. */
const nodeFiles = Object.entries(scripts).flatMap(([name, command]) =>
  [...command.matchAll(/\bnode\s+(?:--[\w-]+\s+)*([\w./-]+\.[cm]?js)\b/g)].map((match) => ({ name, file: match[1] })),
);

describe('root npm scripts', () => {
  it.each(nodeFiles)('"$name" runs $file, which exists', ({ file }) => {
    expect(existsSync(path.join(root, file))).toBe(true);
  });
});
