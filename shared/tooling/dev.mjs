// `npm run dev`: all five apps with hot reload, on the same ports as `npm start`.
import { spawn } from 'node:child_process';
import { APPS } from './apps.mjs';

const children = APPS.map((app) => {
  const child = spawn('npm', ['run', 'dev', '-w', app], { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${app}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(String(chunk).replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (code) console.error(`${prefix}exited with code ${code}`);
  });
  return child;
});

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
