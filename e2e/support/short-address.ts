/** A kaspa: address as the header's account menu shows it: the first and last four characters. */
export function shortForm(address: string) {
  const body = address.slice('kaspa:'.length);
  return `kaspa:${body.slice(0, 4)}…${body.slice(-4)}`;
}
