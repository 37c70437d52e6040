export interface GatewayHealthOptions {
  /** Failures in a row after which a gateway is asked last for a while; default 3. */
  failuresToCoolDown?: number;
  /** How long it stays at the back; default 60 s. */
  cooldownMs?: number;
  /** Bounds of the hedge delay, which follows the answer times seen; default 200 ms to 2 s. */
  minHedgeDelayMs?: number;
  maxHedgeDelayMs?: number;
  now?: () => number;
}

export interface GatewayHealth {
  /** The items in the order to ask them: gateways in good standing first (in their configured order), then cooling ones. */
  order<T>(items: readonly T[], gatewayOf: (item: T) => string): T[];
  /** An answer (a document or 404) came back after `latencyMs`. */
  succeeded(gateway: string, latencyMs?: number): void;
  failed(gateway: string): void;
  isCooling(gateway: string): boolean;
  /** How long to wait for a gateway before asking the next one as well: three times the typical answer time, bounded. */
  hedgeDelayMs(): number;
}

/**
 * Remembers failing gateways: after a few failures in a row a gateway goes to the back of the line
 * until its cooldown ends (one more failure then sends it back at once); any answer resets it.
 */
export function createGatewayHealth(options: GatewayHealthOptions = {}): GatewayHealth {
  const failuresToCoolDown = options.failuresToCoolDown ?? 3;
  const cooldownMs = options.cooldownMs ?? 60_000;
  const now = options.now ?? Date.now;
  const state = new Map<string, { failures: number; coolUntil: number }>();
  const minHedge = options.minHedgeDelayMs ?? 200;
  const maxHedge = options.maxHedgeDelayMs ?? 2000;
  // Exponentially weighted mean of answer times; starts at the upper bound until answers come in.
  let typicalLatencyMs: number | undefined;

  const coolUntil = (gateway: string) => state.get(gateway)?.coolUntil ?? 0;
  const isCooling = (gateway: string) => coolUntil(gateway) > now();

  return {
    order(items, gatewayOf) {
      const ready = items.filter((item) => !isCooling(gatewayOf(item)));
      const cooling = items.filter((item) => isCooling(gatewayOf(item)));
      cooling.sort((a, b) => coolUntil(gatewayOf(a)) - coolUntil(gatewayOf(b)));
      return [...ready, ...cooling];
    },
    succeeded(gateway, latencyMs) {
      state.delete(gateway);
      if (latencyMs !== undefined)
        typicalLatencyMs = typicalLatencyMs === undefined ? latencyMs : typicalLatencyMs * 0.9 + latencyMs * 0.1;
    },
    failed(gateway) {
      const entry = state.get(gateway) ?? { failures: 0, coolUntil: 0 };
      entry.failures += 1;
      if (entry.failures >= failuresToCoolDown) entry.coolUntil = now() + cooldownMs;
      state.set(gateway, entry);
    },
    isCooling,
    hedgeDelayMs() {
      if (typicalLatencyMs === undefined) return maxHedge;
      return Math.min(maxHedge, Math.max(minHedge, 3 * typicalLatencyMs));
    },
  };
}
