import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

/** What Node's HTTP parser refused, answered in the error envelope (express never sees these requests). */
function answerFor(code: string | undefined): { status: number; reason: string; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE', message: 'The request headers exceed the size limit' };
  }
  // Headers or body not complete within the server's headersTimeout / requestTimeout.
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: 'The request was not received in time' };
  }
  if (code === 'HPE_URI_TOO_LONG' || code === 'HPE_UNEXPECTED_CONTENT_LENGTH') {
    return { status: 400, reason: 'Bad Request', code: 'INVALID_REQUEST', message: 'The request is malformed' };
  }
  return { status: 400, reason: 'Bad Request', code: 'INVALID_REQUEST', message: 'The request is malformed' };
}

/**
 * The server's `clientError` listener: a request the HTTP parser refused
 * (headers over Node's limit, malformed framing) gets the JSON envelope instead
 * of an empty answer or a reset; so does one whose headers or body did not
 * arrive in time (408). A socket that is no longer writable is just closed.
 */
export function clientErrorListener(log: Logger): (err: Error & { code?: string }, socket: Socket) => void {
  return (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = answerFor(err.code);
    const requestId = randomUUID();
    const body = JSON.stringify({ success: false, error: { code: answer.code, message: answer.message, request_id: requestId } });
    log.debug({ code: err.code, requestId }, 'request refused by the HTTP parser');
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  };
}
