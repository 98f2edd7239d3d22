// Minimal typing of s3rver's programmatic API as the local stack uses it.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
