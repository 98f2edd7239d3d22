// Lambda's response streaming for the local stack: the `awslambda` global the Node.js
// runtime gives every function (streamifyResponse, HttpResponseStream — what middy's
// `streamifyResponse` calls), and a response stream that turns a handler's writes into an
// HTTP response as they come, as a function URL in RESPONSE_STREAM mode does. The handler
// code is the deployed code; only the runtime around it is stood in for.
import type http from 'node:http';
import { Writable } from 'node:stream';

/** The runtime's mark on a handler wrapped by `awslambda.streamifyResponse`. */
const HANDLER_STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const STREAM_RESPONSE = 'response';
/** HttpResponseStream's content type: a JSON prelude (status, headers), 8 NUL bytes, then the body. */
const PRELUDE_CONTENT_TYPE = 'application/vnd.awslambda.http-integration-response';
const DELIMITER_LENGTH = 8;

type Write = (chunk: string | Uint8Array) => void;

interface PreludeTarget {
  setContentType(type: string): void;
  _onBeforeFirstWrite?: ((write: Write) => void) | undefined;
}

/** The runtime's HttpResponseStream.from: the prelude is written before the first body byte. */
class HttpResponseStream {
  static from<T extends PreludeTarget>(underlying: T, prelude: Record<string, unknown>): T {
    underlying.setContentType(PRELUDE_CONTENT_TYPE);
    const metadata = JSON.stringify(prelude);
    underlying._onBeforeFirstWrite = (write) => {
      write(metadata);
      write(new Uint8Array(DELIMITER_LENGTH));
    };
    return underlying;
  }
}

interface LambdaGlobal {
  streamifyResponse<F extends (...args: never[]) => unknown>(handler: F): F;
  HttpResponseStream: typeof HttpResponseStream;
}

/** Gives this process the runtime's `awslambda` global (once; a real runtime's is kept). */
export function installLambdaStreaming(): void {
  // Typed by @types/aws-lambda as a namespace; here it is the object the runtime provides.
  // Libraries add to it too (Powertools' invoke store keeps its state there), so fill in
  // only what is missing.
  const scope = globalThis as unknown as { awslambda?: Partial<LambdaGlobal> };
  const lambda = (scope.awslambda ??= {});
  lambda.streamifyResponse ??= (handler) => {
    Object.defineProperty(handler, HANDLER_STREAMING, { value: STREAM_RESPONSE });
    return handler;
  };
  lambda.HttpResponseStream ??= HttpResponseStream;
}

export function isStreamingHandler(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[HANDLER_STREAMING] === STREAM_RESPONSE;
}

interface Prelude {
  statusCode?: number;
  headers?: Record<string, string | number>;
  cookies?: string[];
}

/**
 * The response stream a streaming handler writes to, sending to `res` as it goes: the
 * prelude becomes the status line and headers, every later write a chunk of the body.
 */
export class LocalResponseStream extends Writable implements PreludeTarget {
  _onBeforeFirstWrite?: ((write: Write) => void) | undefined;
  private contentType = 'application/octet-stream';
  private started = false;

  constructor(private readonly res: http.ServerResponse) {
    super();
    // A closed connection ends the handler's pipeline, as Lambda does when the client leaves.
    res.on('close', () => {
      if (!res.writableFinished) this.destroy();
    });
  }

  /** Whether the status and headers have been sent. */
  get headersSent(): boolean {
    return this.started;
  }

  setContentType(type: string): void {
    this.contentType = type;
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    let prelude: Prelude = {};
    if (this._onBeforeFirstWrite && this.contentType === PRELUDE_CONTENT_TYPE) {
      const parts: string[] = [];
      this._onBeforeFirstWrite((chunk) => {
        if (typeof chunk === 'string') parts.push(chunk);
      });
      prelude = JSON.parse(parts.join('') || '{}') as Prelude;
    }
    const headers: Record<string, string | string[]> = { 'content-type': this.contentType };
    for (const [name, value] of Object.entries(prelude.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (prelude.cookies?.length) headers['set-cookie'] = prelude.cookies;
    // Function URLs stream with chunked transfer encoding; no length is known up front.
    headers['transfer-encoding'] = 'chunked';
    this.res.writeHead(prelude.statusCode ?? 200, headers);
    this.res.flushHeaders();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.start();
    if (chunk.length === 0) {
      callback();
      return;
    }
    this.res.write(chunk, (error) => callback(error ?? null));
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.start();
    this.res.end(() => callback());
  }
}
