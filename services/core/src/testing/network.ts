import fs from 'node:fs';
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

/** Decodes /proc/net/tcp's little-endian hex IPv4 (`0100007F`) or tcp6's 32-digit IPv6 into its usual text. */
function procAddress(hex: string): string {
  if (hex.length === 8)
    return (hex.match(/../g) ?? [])
      .reverse()
      .map((b) => parseInt(b, 16))
      .join('.');
  const words = (hex.match(/.{8}/g) ?? []).map((w) => (w.match(/../g) ?? []).reverse().join(''));
  if (words.slice(0, 2).join('') === '0'.repeat(16) && words[2] === '0000ffff') return procAddress(hex.slice(24));
  const full = (words.join('').match(/.{4}/g) ?? []).map((g) => g.replace(/^0+(?=.)/, '')).join(':');
  return full === '0:0:0:0:0:0:0:0' ? '::' : full === '0:0:0:0:0:0:0:1' ? '::1' : full;
}

/**
 * The local addresses the kernel holds a TCP listener on `port` for (Linux /proc/net/tcp and
 * tcp6): the bound address itself, whichever other addresses the machine has. `0.0.0.0` or `::`
 * means every address.
 */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A: LISTEN
      const [address, hexPort] = local.split(':') as [string, string];
      if (parseInt(hexPort, 16) === port) found.push(procAddress(address));
    }
  }
  return found;
}
