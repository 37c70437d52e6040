import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface LocalOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Runs local-oidc-provider.mjs in its own Node process (oidc-provider is ESM) and waits for its issuer URL. */
export function startLocalOidcProvider(env: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Registered for RP-initiated logout. */
  postLogoutRedirectUri?: string;
  /** false: the provider offers no end_session_endpoint. */
  rpLogout?: boolean;
}): Promise<LocalOidcProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'local-oidc-provider.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      CLIENT_ID: env.clientId,
      CLIENT_SECRET: env.clientSecret,
      REDIRECT_URI: env.redirectUri,
      POST_LOGOUT_REDIRECT_URI: env.postLogoutRedirectUri ?? '',
      RP_LOGOUT: env.rpLogout === false ? 'off' : 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.once('exit', (code) =>
      reject(new Error(`the OIDC provider exited (${code}) before it listened: ${stderr.slice(-2000)}`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { issuer } = JSON.parse(line) as { issuer: string };
      child.removeAllListeners('exit');
      resolve({
        issuer,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
