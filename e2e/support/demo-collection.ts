/** The server syncs the demo collection when it starts; checks on collection data wait for it. */
export async function waitForSyncedCollection(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = (await (await fetch(`${baseUrl}/api/nft/sync-status`)).json()) as { result: { ready: boolean } };
    if (reply.result.ready) return;
    if (Date.now() > deadline)
      throw new Error(`the demo collection did not finish its first sync within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
