/** Cases, statuses and time of a fuzz run, per service, role and operation; prints as a table. */
export class FuzzStats {
  private readonly rows = new Map<string, { service: string; role: string; cases: number; ms: number }>();
  private readonly statuses = new Map<string, Map<number, number>>();

  record(service: string, role: string, operation: string, status: number): void {
    const key = `${service}\u0000${role}`;
    const row = this.rows.get(key) ?? { service, role, cases: 0, ms: 0 };
    row.cases += 1;
    this.rows.set(key, row);
    const opKey = `${service}\u0000${operation}`;
    const seen = this.statuses.get(opKey) ?? new Map<number, number>();
    seen.set(status, (seen.get(status) ?? 0) + 1);
    this.statuses.set(opKey, seen);
  }

  addTime(service: string, role: string, ms: number): void {
    const row = this.rows.get(`${service}\u0000${role}`);
    if (row) row.ms += ms;
  }

  casesOf(service: string): number {
    return [...this.rows.values()].filter((r) => r.service === service).reduce((n, r) => n + r.cases, 0);
  }

  /** Cases and time per service and role; with `statuses`, also the statuses each operation gave. */
  table({ statuses = true } = {}): string {
    const lines = ['service  role             cases   seconds'];
    for (const r of this.rows.values()) {
      lines.push(
        `${r.service.padEnd(8)} ${r.role.padEnd(16)} ${String(r.cases).padStart(6)}  ${(r.ms / 1000).toFixed(1).padStart(7)}`,
      );
    }
    const services = [...new Set([...this.rows.values()].map((r) => r.service))];
    for (const s of services) lines.push(`${s.padEnd(8)} ${'all'.padEnd(16)} ${String(this.casesOf(s)).padStart(6)}`);
    if (!statuses) return lines.join('\n');
    lines.push('', 'statuses seen per operation (status x count)');
    for (const [key, seen] of [...this.statuses].sort(([a], [b]) => a.localeCompare(b))) {
      const [service, operation] = key.split('\u0000');
      const counts = [...seen]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}x${n}`)
        .join(' ');
      lines.push(`${service!.padEnd(8)} ${operation!.padEnd(58)} ${counts}`);
    }
    return lines.join('\n');
  }
}
