// runDir/stack.json: what `--status` and `--stop` need from another process (no secrets in it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const stateFile = (runDir) => path.join(runDir, 'stack.json');

export function writeStackState(runDir, state) {
  writeFileSync(stateFile(runDir), `${JSON.stringify({ ...state, runDir, updatedAt: new Date().toISOString() }, null, 2)}\n`);
}

export function readStackState(runDir) {
  const file = stateFile(runDir);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}
