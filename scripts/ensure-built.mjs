// Builds the api and/or the client when their build output is missing or older than their sources.
// Used by `npm start` and the end-to-end server, so a fresh clone starts with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      latest = Math.max(latest, st.mtimeMs);
    }
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return latest;
}

function stale(output, sources) {
  const out = path.join(root, output);
  return !existsSync(out) || statSync(out).mtimeMs < newest(sources);
}

function build(workspace) {
  console.log(`Building ${workspace} ...`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The shared package first: the api compiles against its declarations and Node loads its dist at run time.
const domainSources = ['domain/src', 'domain/tsconfig.json', 'domain/tsconfig.build.json', 'domain/package.json'];
if (stale('domain/dist/.built', domainSources)) {
  build('domain');
  writeFileSync(path.join(root, 'domain/dist/.built'), '');
}
if (
  stale('api/dist/main.js', [
    'api/src',
    'api/tsconfig.json',
    'api/tsconfig.build.json',
    'api/package.json',
    ...domainSources,
  ])
)
  build('api');
// The GraphQL explorer's entry (client/vite.graphiql.config.ts) is built with the client, into client/dist/graphiql.
if (
  !existsSync(path.join(root, 'client/dist/graphiql/graphiql.js')) ||
  stale('client/dist/index.html', [
    'client/src',
    'client/index.html',
    'client/vite.config.ts',
    'client/vite.graphiql.config.ts',
    'client/public',
    'client/package.json',
    ...domainSources,
  ])
)
  build('client');
