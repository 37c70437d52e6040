// Builds a Tailwind stylesheet the way the shell's postcss-loader does and prints the CSS.
// Usage: node build-css.mjs <stylesheet> <base-dir-for-auto-detection>
// (A child process because jest cannot require @tailwindcss/postcss's ES-module dependencies.)
import fs from 'node:fs';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';

const [file, base] = process.argv.slice(2);
const result = await postcss([tailwind({ base })]).process(fs.readFileSync(file, 'utf8'), { from: file });
process.stdout.write(result.css);
