// Free-port discovery and a clear message when a chosen port is taken.
import net from 'node:net';
import { StartupError } from './errors.ts';

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Listens on host:port, turning EADDRINUSE into a StartupError naming the port and the env var. */
export function listen(server: net.Server, port: number, host: string, what: string, envVar?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        const hint = envVar ? ` Stop the other program or choose another port with ${envVar}=<port>.` : '';
        reject(new StartupError(`Port ${port} is already in use, so ${what} cannot start.${hint}`));
      } else {
        reject(new StartupError(`${what} could not listen on ${host}:${port}: ${error.message}`));
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as net.AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
