/**
 * Request bodies over the limit are refused with hosted Supabase's gateway 413 while they stream
 * in: a declared oversize body before a byte of it is read, an undeclared (chunked) one as soon as
 * the limit is passed, without waiting for the rest.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeListener } from '../src/http';

const LIMIT = 64 * 1024;
let server: Server;
let port: number;
let handled = 0;

beforeAll(async () => {
  server = createServer(
    nodeListener(
      async (req) => {
        handled++;
        return new Response(String((await req.arrayBuffer()).byteLength));
      },
      () => 'http://127.0.0.1',
      LIMIT,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Sends `head` and then `chunks` on a raw socket, never finishing the body unless told; resolves
 * with the first response bytes, or 'no answer' after `waitMs`.
 */
function rawRequest(head: string, chunks: Buffer[], waitMs = 2000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => finish('no answer'), waitMs);
    function finish(result: string) {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    }
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n') && answer.includes('}')) finish(answer);
    });
    socket.on('error', () => finish(answer || 'reset'));
    socket.write(head);
    for (const chunk of chunks) socket.write(chunk);
  });
}

const statusLine = (answer: string) => answer.split('\r\n')[0];
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('request body limit', () => {
  it('refuses a declared oversize body at once, before reading it', async () => {
    const before = handled;
    // Only the headers are sent: an answer proves nothing of the 5 MB was waited for.
    const answer = await rawRequest(
      'POST /rest/v1/products HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n',
      [],
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(bodyOf(answer)).toEqual({ message: 'Request size limit exceeded' });
    expect(handled).toBe(before);
  });

  it('refuses a declared oversize body on a GET too (Node would otherwise drain it)', async () => {
    const answer = await rawRequest(
      'GET /rest/v1/products HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n',
      [],
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('refuses a chunked body as soon as it passes the limit, while it is still streaming', async () => {
    const before = handled;
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    // Five chunks (80 KB) and never the terminating 0-chunk: the body has not ended.
    const answer = await rawRequest(
      'POST /functions/v1/create-checkout HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
      Array.from({ length: 5 }, () => framed),
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(bodyOf(answer)).toEqual({ message: 'Request size limit exceeded' });
    expect(handled).toBe(before);
  });

  it('lets a body within the limit through, and a refused upload gets the answer through fetch', async () => {
    const ok = await fetch(`http://127.0.0.1:${port}/rest/v1/products`, {
      method: 'POST',
      body: 'x'.repeat(LIMIT),
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe(String(LIMIT));
    const refused = await fetch(`http://127.0.0.1:${port}/rest/v1/products`, {
      method: 'POST',
      body: 'x'.repeat(LIMIT + 1),
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await refused.json()).toEqual({ message: 'Request size limit exceeded' });
  });
});
