// `pnpm start`: the whole product on embedded defaults (PGlite, simulated phone, local
// mail outbox, scripted companion, local checkout). The API serves the shell and /api
// on http://localhost:3000; each remote is served from its own origin.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { serveStatic } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const REMOTES = [
  { name: 'marketing', dir: 'mfe-marketing', port: Number(process.env.MFE_MARKETING_PORT ?? 3001) },
  { name: 'onboarding', dir: 'mfe-onboarding', port: Number(process.env.MFE_ONBOARDING_PORT ?? 3002) },
  { name: 'affiliates', dir: 'mfe-affiliates', port: Number(process.env.MFE_AFFILIATES_PORT ?? 3003) },
  { name: 'admin-tools', dir: 'mfe-admin-tools', port: Number(process.env.MFE_ADMIN_TOOLS_PORT ?? 3004) },
];

const children = [];
const run = (cmd, args, opts = {}) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) {
      console.error(`${cmd} ${args.join(' ')} exited with ${code}`);
      stop(code);
    }
  });
  return child;
};

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const r of REMOTES) {
  await serveStatic({ dir: path.join(root, r.dir, 'dist'), port: r.port });
}

if (dev) {
  // Rebuild on change; the API restarts itself on change.
  for (const dir of ['shell', ...REMOTES.map((r) => r.dir)]) {
    run('pnpm', ['exec', 'rspack', 'build', '--watch'], { cwd: path.join(root, dir), env: { ...process.env, NODE_ENV: 'development' } });
  }
}

const env = {
  ...process.env,
  SHELL_DIST: process.env.SHELL_DIST ?? path.join(root, 'shell', 'dist'),
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
};
for (const r of REMOTES) {
  const key = `MFE_${r.name.replace('-', '_').toUpperCase()}_URL`;
  env[key] ??= `http://localhost:${r.port}`;
}
run('pnpm', ['exec', 'tsx', ...(dev ? ['watch'] : []), 'src/server.ts'], { cwd: path.join(root, 'api'), env });
