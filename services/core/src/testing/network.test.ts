import net from 'node:net';
import { listeningAddresses } from './network';

/** listeningAddresses reads the kernel's listeners: what a metrics test relies on to see a bound address. */
describe('listeningAddresses', () => {
  const listen = (host: string) =>
    new Promise<net.Server>((resolve) => {
      const server = net.createServer();
      server.listen(0, host, () => resolve(server));
    });
  const portOf = (s: net.Server) => (s.address() as net.AddressInfo).port;

  it('names 127.0.0.1 for a loopback listener, every address for one on all, nothing for a closed port', async () => {
    const loopback = await listen('127.0.0.1');
    const all = await listen('0.0.0.0');
    const six = await listen('::');
    const closedPort = portOf(loopback);
    try {
      expect(listeningAddresses(portOf(loopback))).toEqual(['127.0.0.1']);
      expect(listeningAddresses(portOf(all))).toEqual(['0.0.0.0']);
      expect(listeningAddresses(portOf(six))).toEqual(['::']);
    } finally {
      await Promise.all([loopback, all, six].map((s) => new Promise((r) => s.close(r))));
    }
    expect(listeningAddresses(closedPort)).toEqual([]);
  });
});
