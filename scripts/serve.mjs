#!/usr/bin/env node
// A tiny static file server for the demo and the benchmark, with no
// dependencies: it serves the repository root on 127.0.0.1.
//
//   node scripts/serve.mjs [dir]      PORT=8080 by default; prints the URL of dir/
//
// It is for local development only: no caching (a rebuild shows at once), GET
// and HEAD only, nothing outside the repository root and no dot-files (.git).
// Every response carries a strict Content-Security-Policy (no inline scripts
// or styles), so the demo also proves the CDN files need none.
//
// bench/run.mjs imports createStaticHandler() and listen() to run it in-process.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root: this file lives in <root>/scripts/. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

export const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** Sends a short plain-text response. */
export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : `${text}\n`);
}

/**
 * Maps a URL path to a file under root, or null when it would leave root or
 * name a dot-file. The path is decoded first, so %2e%2e and %2f count too.
 */
function toFilePath(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // malformed escape such as %E0%A4%A
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s.startsWith('.'))) return null; // also rejects '.' and '..'
  const file = resolve(root, `.${decoded}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

/** A request handler serving the files under root (an absolute path). */
export function createStaticHandler(root = repoRoot) {
  root = resolve(root);
  const realRoot = realpath(root).catch(() => root); // resolved once, on first use
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = toFilePath(root, url.pathname);
    if (file === null) return sendText(res, 404, 'Not found');
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        // Relative links in dir/index.html only work from dir/, so add the slash.
        if (!url.pathname.endsWith('/')) {
          return sendText(res, 301, 'Moved', { Location: `${url.pathname}/${url.search}` });
        }
        file = join(file, 'index.html');
        info = await stat(file);
      }
      if (!info.isFile()) return sendText(res, 404, 'Not found');
      // A symbolic link inside the root must not lead outside it either.
      const [real, top] = await Promise.all([realpath(file), realRoot]);
      if (!real.startsWith(top + sep)) return sendText(res, 404, 'Not found');
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return sendText(res, 404, 'Not found');
      sendText(res, 500, 'Internal server error');
    }
  };
}

/**
 * Starts an HTTP server with handler on host:port (port 0 picks a free one)
 * and resolves with the server and its base URL (ending in '/').
 */
export function listen(handler, { port = 0, host = '127.0.0.1' } = {}) {
  return new Promise((resolvePromise, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolvePromise({ server, url: `http://${host}:${actual}/` });
    });
  });
}

// Run from the command line (not imported): serve the repository root.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
    process.exit(2);
  }
  // The directory to point at, as a URL path: 'demo' -> 'demo/'.
  const dir = (process.argv[2] ?? '')
    .split(/[\\/]+/)
    .filter((s) => s && s !== '.')
    .map(encodeURIComponent)
    .join('/');
  try {
    const { server, url } = await listen(createStaticHandler(repoRoot), { port });
    console.log(`Serving ${repoRoot} at ${url}`);
    console.log(`Open ${url}${dir ? `${dir}/` : ''}  (Ctrl+C to stop)`);
    const stop = () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(
      error.code === 'EADDRINUSE' ? `serve: port ${port} is in use; try PORT=8081 npm run demo` : `serve: ${error.message}`,
    );
    process.exit(1);
  }
}
