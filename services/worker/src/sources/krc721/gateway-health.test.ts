import { createGatewayHealth } from './gateway-health';

describe('gateway health', () => {
  const gateways = ['a', 'b', 'c'];
  const id = (g: string) => g;

  it('keeps the configured order until a gateway fails often enough in a row, and forgets it after an answer', () => {
    const clock = { now: 0 };
    const health = createGatewayHealth({ failuresToCoolDown: 2, cooldownMs: 1000, now: () => clock.now });
    health.failed('a');
    expect(health.order(gateways, id)).toEqual(['a', 'b', 'c']);
    health.failed('a');
    expect(health.order(gateways, id)).toEqual(['b', 'c', 'a']);
    health.failed('b');
    health.failed('b');
    clock.now += 10;
    expect(health.order(gateways, id)).toEqual(['c', 'a', 'b']);
    clock.now += 1000;
    expect(health.order(gateways, id)).toEqual(['a', 'b', 'c']);
    // Still failing after the cooldown: straight back to the end.
    health.failed('a');
    expect(health.order(gateways, id)).toEqual(['b', 'c', 'a']);
    health.succeeded('a', 10);
    expect(health.order(gateways, id)).toEqual(['a', 'b', 'c']);
  });

  it('hedges after three times the typical answer time, within its bounds', () => {
    const health = createGatewayHealth({ minHedgeDelayMs: 200, maxHedgeDelayMs: 2000 });
    expect(health.hedgeDelayMs()).toBe(2000);
    health.succeeded('a', 100);
    expect(health.hedgeDelayMs()).toBe(300);
    for (let i = 0; i < 100; i++) health.succeeded('a', 10);
    expect(health.hedgeDelayMs()).toBe(200);
    for (let i = 0; i < 100; i++) health.succeeded('a', 5000);
    expect(health.hedgeDelayMs()).toBe(2000);
  });
});
