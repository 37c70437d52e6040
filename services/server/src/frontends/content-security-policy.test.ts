import { pageContentSecurityPolicy } from './content-security-policy';

describe('pageContentSecurityPolicy', () => {
  it('allows remotes on other origins to run scripts and the API origin to be called', () => {
    const csp = pageContentSecurityPolicy({
      apiBase: 'https://api.example.org/prefix',
      imageGateways: ['https://ipfs.io/ipfs/', 'https://ipfs.io/other/'],
      remotes: {
        explorer: '/mfe/explorer/mf-manifest.json',
        contest: 'https://cdn.example.net/contest/mf-manifest.json',
        admin: 'https://cdn.example.net/admin/mf-manifest.json',
      },
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://cdn.example.net;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.net https://api.example.org;");
    expect(csp).toContain(
      "img-src 'self' data: blob: https://ipfs.io https://api.example.org https://cdn.example.net;",
    );
    // Workers start from the page's origin or from a blob script that imports a remote's worker.
    expect(csp).toContain("worker-src 'self' blob:;");
  });

  it('falls back to the page origin alone when the config names nothing absolute (or garbage)', () => {
    const csp = pageContentSecurityPolicy({
      apiBase: '',
      remotes: { explorer: 'javascript:alert(1)', contest: 'https://[bad', admin: '/mfe/admin/mf-manifest.json' },
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain('javascript');
  });
});
