/**
 * `npm run serve [-- --port N --dir D]`: `docusaurus serve` of a build, at
 * the base URL it was built for. Docusaurus serves at the base URL of the
 * current environment, so a build made with BASE_URL=/trpc-docs/ was served
 * at `/` and 404ed under its base path unless BASE_URL was given again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtBaseUrl } from './builtBaseUrl';

const args = process.argv.slice(2);
const dirArg = args.findIndex((arg) => arg === '--dir' || arg.startsWith('--dir='));
const dir = dirArg === -1 ? 'build' : args[dirArg].startsWith('--dir=') ? args[dirArg].slice('--dir='.length) : args[dirArg + 1];

if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, '404.html'))) {
  console.error(`No build in ${dir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const baseUrl = builtBaseUrl(dir);
if (!baseUrl) {
  console.error(`${dir}/ does not look like a Docusaurus build (no runtime script in its index.html): run \`npm run build\` again.`);
  process.exit(1);
}
const asked = process.env.BASE_URL?.trim();
if (asked && asked !== baseUrl) console.log(`[serve] ${dir}/ was built for BASE_URL=${baseUrl}: serving it there, not at BASE_URL=${asked}.`);
else if (baseUrl !== '/') console.log(`[serve] ${dir}/ was built for BASE_URL=${baseUrl}: serving it there.`);

const docusaurus = path.join(__dirname, '..', 'node_modules', '.bin', 'docusaurus');
const child = spawn(docusaurus, ['serve', ...args], { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
