import { createGatewayHealth, type GatewayHealth } from './gateway-health';

export interface IpfsImageOptions {
  /** Base URLs ending in '/', e.g. https://ipfs.io/ipfs/, tried in this order (failing ones last). */
  gateways: readonly string[];
  /** Deadline for the whole fetch, every gateway included; default 3 s. */
  timeoutMs?: number;
  /** Largest image accepted; default 5 MB. */
  maxBytes?: number;
  /** Ask the next gateway too when the current one has not answered within this; default: adaptive. */
  hedgeDelayMs?: number;
  health?: GatewayHealth;
  signal?: AbortSignal;
}

export interface IpfsImage {
  bytes: Buffer;
  contentType: string;
  gateway: string;
}

const IPFS_SCHEME = 'ipfs://';

/** "ipfs://CID/7.png" on each gateway; [] for a URI that is not ipfs:// (http(s) URLs are asked as they are). */
export function ipfsImageUrls(uri: string, gateways: readonly string[]): { gateway: string; url: string }[] {
  if (uri.startsWith(IPFS_SCHEME)) {
    const path = uri.slice(IPFS_SCHEME.length).replace(/^ipfs\//, '');
    return path ? gateways.map((gateway) => ({ gateway, url: `${gateway}${path}` })) : [];
  }
  if (/^https?:\/\//.test(uri)) return [{ gateway: new URL(uri).origin, url: uri }];
  return [];
}

async function readImage(
  url: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const res = await fetch(url, {
    signal,
    headers: { accept: 'image/png,image/jpeg,image/webp,image/svg+xml,image/*;q=0.8' },
    redirect: 'follow',
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const contentType = (res.headers.get('content-type') ?? 'application/octet-stream')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new Error(`${url}: ${length} bytes, more than ${maxBytes}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > maxBytes) throw new Error(`${url}: more than ${maxBytes} bytes`);
  return { bytes, contentType };
}

/**
 * An NFT's image through the IPFS gateways, as the sync reads metadata: gateways in good standing
 * first (a shared GatewayHealth), the next one asked too when the current one is slow (hedging),
 * the first complete answer wins and the others are cancelled. Undefined when none answered within
 * the deadline: the caller draws a placeholder.
 */
export async function fetchIpfsImage(uri: string, options: IpfsImageOptions): Promise<IpfsImage | undefined> {
  const health = options.health ?? createGatewayHealth();
  const targets = health.order(ipfsImageUrls(uri, options.gateways), (t) => t.gateway);
  if (targets.length === 0) return undefined;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new Error('deadline')), options.timeoutMs ?? 3000);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const hedgeDelayMs = options.hedgeDelayMs ?? health.hedgeDelayMs();
  try {
    return await new Promise<IpfsImage | undefined>((resolve) => {
      let next = 0;
      let pending = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (value: IpfsImage | undefined) => {
        clearTimeout(timer);
        resolve(value);
      };
      const startNext = () => {
        clearTimeout(timer);
        if (controller.signal.aborted) return;
        const target = targets[next++];
        if (!target) {
          if (pending === 0) finish(undefined);
          return;
        }
        pending++;
        const startedAt = Date.now();
        readImage(target.url, controller.signal, maxBytes).then(
          ({ bytes, contentType }) => {
            health.succeeded(target.gateway, Date.now() - startedAt);
            finish({ bytes, contentType, gateway: target.gateway });
          },
          () => {
            if (!controller.signal.aborted) health.failed(target.gateway);
            pending--;
            if (controller.signal.aborted) {
              if (pending === 0) finish(undefined);
              return;
            }
            startNext();
          },
        );
        if (next < targets.length) timer = setTimeout(startNext, hedgeDelayMs);
      };
      controller.signal.addEventListener('abort', () => finish(undefined), { once: true });
      startNext();
    });
  } finally {
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', onOuterAbort);
    // Cancels the requests still going (the hedged ones that lost).
    if (!controller.signal.aborted) controller.abort(new Error('settled'));
  }
}
