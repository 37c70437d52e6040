import net from 'node:net';
import os from 'node:os';

/** A port of 127.0.0.1 that was free a moment ago (the OS picked it, then it was released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Availability {
  available: boolean;
  reason: string;
}

/** Whether a TCP connection to host:port opens within timeoutMs, and if not, why. */
export function tcpProbe(host: string, port: number, timeoutMs = 1500): Promise<Availability> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (available: boolean, reason: string) => {
      socket.destroy();
      resolve({ available, reason });
    };
    socket.setTimeout(timeoutMs, () => done(false, `no answer from ${host}:${port} within ${timeoutMs} ms`));
    socket.once('connect', () => done(true, ''));
    socket.once('error', (err) =>
      done(false, `${host}:${port} unreachable (${(err as NodeJS.ErrnoException).code ?? err.message})`),
    );
  });
}

/** Whether a TCP connection to host:port opens within timeoutMs. */
export async function connects(host: string, port: number, timeoutMs = 2000): Promise<boolean> {
  return (await tcpProbe(host, port, timeoutMs)).available;
}

/** This machine's IPv4 addresses other than loopback: a listener bound to 127.0.0.1 must not answer on them. */
export function nonLoopbackAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => Boolean(a) && !a!.internal && a!.family === 'IPv4')
    .map((a) => a.address);
}
