import http from 'node:http';
import type { FuzzReply, FuzzRequest, FuzzRole } from '@nacho/core/testing';

/**
 * Sign-ins go out from their own loopback address: the fuzzed wrong passcodes come from 127.0.0.1
 * and lock that address out (5 per 15 min), which must not lock the admin role out too.
 */
const SIGN_IN_ADDRESS = '127.0.0.2';

/** POSTs JSON as the site would and returns the session cookie the reply sets. */
function signIn(base: string, path: string, body: unknown): Promise<string> {
  const url = new URL(path, base);
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: SIGN_IN_ADDRESS,
        headers: { origin: url.origin, 'content-type': 'application/json', 'content-length': String(payload.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
          if (res.statusCode !== 200 || !cookie)
            reject(new Error(`POST ${path} answered ${res.statusCode} without a session cookie`));
          else resolve(cookie);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A case may have ended or replaced the role's session: a sign-in, a sign-out, a lock, a new session cookie. */
const mayEndSession = (request: FuzzRequest, reply: FuzzReply) =>
  request.method !== 'GET' &&
  (reply.setsCookie || /\/(?:session|logout|sign-?(?:in|out)|dev\/|wallet\/verify)/.test(request.target));

function signedInRole(name: string, signInNow: () => Promise<string>): FuzzRole & { start(): Promise<void> } {
  let cookie = '';
  return {
    name,
    cookie: () => cookie,
    async start() {
      cookie = await signInNow();
    },
    async afterCase(request, reply) {
      if (mayEndSession(request, reply)) cookie = await signInNow();
    },
  };
}

export const visitor: FuzzRole = { name: 'visitor', cookie: () => undefined };

/** A demo voter (POST /api/auth/dev/sign-in, a test aid that production does not mount). */
export const voter = (base: string) => signedInRole('voter', () => signIn(base, '/api/auth/dev/sign-in', {}));

/** An admin signed in with the passcode (POST /api/admin/session). */
export const admin = (base: string, passcode: string) =>
  signedInRole('admin', () => signIn(base, '/api/admin/session', { passcode }));
