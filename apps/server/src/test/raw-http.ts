import net from 'node:net';
import { expect } from 'vitest';

// HTTP/1.1 spoken on a raw socket, for what Node's parser refuses before Fastify sees it.

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads every answer in what a connection received (Content-Length bodies). */
export function answersIn(received: string): Answer[] {
  const answers: Answer[] = [];
  let rest = received;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [
        l.slice(0, l.indexOf(':')).toLowerCase(),
        l.slice(l.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = end + 4;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return answers;
}

/**
 * Sends `requests` on one connection, each after the answer to the one before, as a
 * keep-alive client does, and resolves with the answers once the server closed it.
 */
export function converse(port: number, requests: string[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const sendNext = () => {
      const next = requests[sent++];
      if (next !== undefined) socket.write(next);
    };
    socket.on('connect', sendNext);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (answersIn(received).length === sent) sendNext();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answersIn(received)));
  });
}

/** The answer closes the connection, says so, and is in the API's error shape. */
export function expectClosingError(answer: Answer | undefined, status: number) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers.connection).toBe('close');
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer?.body ?? '');
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(typeof body.code).toBe('string');
}
