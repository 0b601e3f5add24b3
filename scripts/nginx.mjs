// nginx in front of the server processes, for the behind-nginx test and the mixed benchmark:
// Debian's nginx-light, installed when missing (as root), running deploy/nginx/krishi.conf with
// only its ports, certificate and file paths swapped for a throwaway directory's.
// `node scripts/nginx.mjs` only makes sure nginx is installed (CI runs it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const SITE = fileURLToPath(new URL('../deploy/nginx/krishi.conf', import.meta.url));

/** Installs Debian's nginx-light when nginx is missing and we are root; otherwise says how and exits. */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Running the server behind nginx needs Debian's nginx at ${NGINX}, and installing it needs root.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y nginx-light\nthen run the command again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian nginx-light ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx-light']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install nginx-light by hand and run the command again.`);
      process.exit(1);
    }
  }
}

function swap(text, pattern, replacement, what) {
  if (!pattern.test(text)) {
    throw new Error(`deploy/nginx/krishi.conf no longer has ${what}: scripts/nginx.mjs must follow it`);
  }
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx/krishi.conf for a run on loopback: `upstreams` ("127.0.0.1:4123") in place of the
 * example processes, HTTPS on `port` and the redirecting plain server on `plainPort`, and the
 * certificate, logs and cache under `dir`. Everything else is the file as deployed.
 */
export function siteConfig({ upstreams, port, plainPort, dir }) {
  let text = fs.readFileSync(SITE, 'utf8');
  text = swap(
    text,
    /^( *)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n(?: *server 127\.0\.0\.1:\d+[^;\n]*;\n)*/m,
    (_all, indent, options = '') => upstreams.map((u) => `${indent}server ${u}${options};\n`).join(''),
    'the upstream server lines',
  );
  text = swap(text, /^ *listen \[::\]:\d+[^;\n]*;\n/gm, '', 'IPv6 listen lines');
  text = swap(text, /listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`, 'listen 443');
  text = swap(text, /listen 80;/, `listen 127.0.0.1:${plainPort};`, 'listen 80');
  text = swap(text, /\/etc\/letsencrypt\/live\/shop\.example\.in\//g, `${dir}/tls/`, 'the certificate paths');
  text = swap(text, /\/var\/log\/nginx\//g, `${dir}/logs/`, 'the log paths');
  text = swap(text, /\/var\/cache\/nginx\/krishi/, `${dir}/cache`, 'the cache path');
  return swap(text, /\/var\/www\/letsencrypt/, `${dir}/acme`, 'the challenge root');
}

/** The http {} Debian's nginx.conf would wrap the site in, with every writable path under `dir`. */
function mainConfig(dir) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${dir}/tmp/${kind};`)
    .join('\n');
  return `worker_processes 1;
error_log ${dir}/logs/error.log warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
${temp}
    include ${dir}/krishi.conf;
}
`;
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A self-signed certificate for 127.0.0.1, written where the site config expects Let's Encrypt's. */
function selfSigned(dir) {
  const tls = path.join(dir, 'tls');
  fs.mkdirSync(tls);
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(tls, 'privkey.pem'),
      '-out',
      path.join(tls, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate:\n${result.stderr}`);
  return fs.readFileSync(path.join(tls, 'fullchain.pem'), 'utf8');
}

/**
 * Starts nginx in front of `upstreams` as a child process, in a directory of its own. Answers
 * `url` (https://127.0.0.1:<port>), `ca` (the certificate to trust), `accessLog` (nginx's JSON
 * lines: which upstream served what), `output()` (its error log and stderr) and `stop()`.
 */
export async function startNginx({ upstreams }) {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: install Debian's nginx-light (node scripts/nginx.mjs as root)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'krishi-nginx-'));
  // Workers run as nobody when the master is root: they must reach the cache and temp folders.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['logs', 'tmp', 'acme']) fs.mkdirSync(path.join(dir, sub));
  const ca = selfSigned(dir);
  const port = await freePort();
  const plainPort = await freePort();
  fs.writeFileSync(path.join(dir, 'krishi.conf'), siteConfig({ upstreams, port, plainPort, dir }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));

  const child = spawn(
    NGINX,
    ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stdout.on('data', (chunk) => (stderr += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const output = () => {
    const errorLog = path.join(dir, 'logs', 'error.log');
    return `${stderr}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: finish the requests in flight, as `systemctl reload` would.
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  for (let i = 0; !(await accepts(port)); i++) {
    if (child.exitCode !== null || i === 100) {
      const why = output();
      await stop();
      throw new Error(`nginx did not start:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    ca,
    pid: child.pid,
    accessLog: path.join(dir, 'logs', 'krishi.access.log'),
    output,
    stop,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureNginx();
