#!/usr/bin/env node
// `npm run admin:hash`: asks for the admin passcode (not echoed on a terminal; read from standard
// input otherwise, e.g. `printf %s "$PASSCODE" | npm run -s admin:hash`) and prints the
// ADMIN_PASSCODE_HASH value. From standard input only the first line is the passcode: an empty one
// is refused, and further lines are ignored with a warning (`printf 'pw\npw\n'`, as typed for the
// prompt, hashes "pw"). The hashing itself is the server's own (services/contest/src/admin/passcode.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'services/contest/dist/admin/passcode.js');
if (!fs.existsSync(built)) {
  const r = spawnSync('npx', ['--no-install', 'tsc', '-b', 'services/contest'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { hashPasscode } = createRequire(import.meta.url)(built);

/** Reads one line from the terminal without echoing it. */
function promptHidden(question) {
  return new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (fn) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      fn();
    };
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(value));
        if (ch === '\u0003') return done(() => reject(new Error('cancelled')));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input; warns on stderr when more lines follow. */
async function readFirstLine() {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  const [first, ...rest] = data.split(/\r?\n/);
  if (rest.length && rest.at(-1) === '') rest.pop();
  if (rest.length) {
    process.stderr.write(
      `admin:hash: warning: only the first line is the passcode; ${rest.length} more line${rest.length === 1 ? '' : 's'} ignored\n`,
    );
  }
  return first;
}

async function main() {
  let passcode;
  if (process.stdin.isTTY) {
    passcode = await promptHidden('Admin passcode: ');
    if ((await promptHidden('Repeat it: ')) !== passcode) throw new Error('the two entries differ');
  } else {
    passcode = await readFirstLine();
    if (passcode === '')
      throw new Error('the first line of standard input is empty: pipe the passcode as the first line');
  }
  if (passcode.length < 8) throw new Error('use at least 8 characters');
  console.log(await hashPasscode(passcode));
}

main().catch((err) => {
  console.error(`admin:hash: ${err.message}`);
  process.exit(1);
});
