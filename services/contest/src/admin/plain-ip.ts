/** An IPv4 client as Node reports it on a dual-stack socket (`::ffff:127.0.0.1`), shown as the IPv4 address it is. */
export function plainIp(ip: string | null): string | null {
  if (!ip) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}
