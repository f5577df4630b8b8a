/**
 * A throwaway self-signed certificate for 127.0.0.1, so the benchmark can serve HTTPS with HTTP/2 the
 * way every production host does. Made with the `openssl` command (Debian, macOS and Git for Windows
 * ship it) into a temporary folder; only the benchmark's own Chromium is told to accept it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

export function localCertificate(): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'zellij-perf-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
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
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(
      `npm run perf serves HTTPS like production and needs the openssl command to make a local certificate: ${String(error)}`,
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
