import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx binary, when installed (tests/pg/run.sh installs it for the two-instance suite). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);

/** A running nginx: its address and the upstream that answered each request (header x-upstream). */
export interface RunningNginx {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * nginx on a loopback port as the current user (a temp prefix holds config, pid, logs and temp files), round-robin
 * over the given ports as an operator would put it in front of several instances (docs: two or more instances):
 * a failed connection, a 502 or a 503 (an instance closing) moves an idempotent request to the next instance; upstream
 * connections are kept alive as in docs/deploy/nginx-disponent.conf.
 */
export async function startNginx(port: number, upstreams: number[]): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx ist nicht installiert.');
  const dir = mkdtempSync(join(tmpdir(), 'don-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${root}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    # As docs/deploy: connections kept open to the instances, closed by nginx before an instance's grace ends.
    keepalive 16;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  // Any answer means nginx listens (the instances may not be up yet: 502).
  while (
    !(await fetch(`${baseUrl}/nginx-bereit`).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = (() => {
        try {
          return readFileSync(join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      await stop();
      throw new Error(`nginx nicht bereit:\n${output}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, stop };
}
