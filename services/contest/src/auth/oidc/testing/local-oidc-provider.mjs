// A real OpenID Connect provider (oidc-provider 8) on a free local port, for the sign-in tests.
// Its login page is replaced by one that signs the person ACCOUNT_ID in at once (the stand-in
// for a person typing a password); everything else (discovery, PKCE, codes, tokens, userinfo)
// is the library's own. Prints {"issuer": "..."} on stdout once it listens.
// POST /__test/cancel-next makes the next login interaction end as a person cancelling
// (error=access_denied). RP_LOGOUT=off leaves RP-initiated logout (end_session_endpoint) out.
import http from 'node:http';
import Provider from 'oidc-provider';

const {
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  POST_LOGOUT_REDIRECT_URI,
  RP_LOGOUT = 'on',
  ACCOUNT_ID = 'ada',
} = process.env;
let cancelNext = false;

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      ...(POST_LOGOUT_REDIRECT_URI ? { post_logout_redirect_uris: [POST_LOGOUT_REDIRECT_URI] } : {}),
    },
  ],
  pkce: { methods: ['S256'], required: () => true },
  cookies: { keys: ['local-oidc-provider-cookie-signing-key'] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name', 'picture'],
  },
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: RP_LOGOUT !== 'off' } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({
      sub,
      email: 'ada@example.org',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://example.org/ada.png',
    }),
  }),
  // The person has agreed to this client before: no consent screen.
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

provider.use(async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/__test/cancel-next') {
    cancelNext = true;
    ctx.status = 204;
    return;
  }
  if (ctx.method === 'GET' && /^\/interaction\/[^/]+$/.test(ctx.path)) {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result = details.prompt.name === 'login' ? { login: { accountId: ACCOUNT_ID } } : {};
    if (cancelNext) {
      cancelNext = false;
      result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    }
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }));
    return;
  }
  await next();
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
