// Debian's nginx in front of the shop's instances, in the foreground, with everything it writes in
// a folder of its own: for the cluster (cluster.ts, npm run cluster) and for the API's HTTP tests
// run through a proxy (apps/api/test/test-app.ts, API_TEST_PROXY).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/**
 * nginx's configuration: round robin over the instances (so consecutive requests alternate), the
 * client's address passed on in X-Forwarded-For (the instances trust loopback, TRUST_PROXY), the
 * help desk's event streams unbuffered, and everything nginx writes kept in its own folder.
 */
export function nginxConfig(prefix: string, port: number, upstreams: number[]): string {
  const asRoot = process.getuid?.() === 0;
  return `# Written by apps/e2e/src/cluster.ts for one run.
${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Ticket attachments are refused by the shop above their own limit, not here.
  client_max_body_size 50m;
  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A request queued behind others on one order's lock may wait long on a loaded test machine:
    # the shop's own limits end it, not nginx's default of 60 s (which would answer 504).
    proxy_read_timeout 300s;
    location / {
      proxy_pass http://shop;
      # Bodies go on as they arrive: the shop refuses one announced too large before reading it.
      proxy_request_buffering off;
    }
    # Server-Sent Events: each event at once, and a stream may stay open for hours.
    location ~ ^/api/Support/(Ticket|Staff)/Events {
      proxy_pass http://shop;
      proxy_buffering off;
      proxy_read_timeout 1d;
    }
  }
}
`;
}

/** Runs nginx in the foreground on `port`; resolves once it answers there. */
export async function startNginx(port: number, upstreams: number[]): Promise<{ stop(): Promise<void> }> {
  if (spawnSync(NGINX, ['-v']).error) {
    throw new Error(
      `nginx was not found at ${NGINX}: install Debian's nginx (apt-get install -y nginx) or set NGINX_BINARY.`,
    );
  }
  const prefix = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, port, upstreams));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (its log: ${prefix}/error.log)`);
    // nginx's answer (it names itself), not that of whatever else may hold the port while nginx
    // still retries to bind it.
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok && r.headers.get('server') === 'nginx',
      () => false,
    );
    if (up) break;
    if (i > 100) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on port ${port} within 10 s (its log: ${prefix}/error.log)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
