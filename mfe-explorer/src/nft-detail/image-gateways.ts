import { inlinedRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@nacho/contracts';
import { useEffect, useState } from 'react';

let gatewaysPromise: Promise<string[]> | undefined;
let loadedGateways: string[] | undefined;

function readGateways(config: unknown): string[] {
  const gateways: unknown = (config as Partial<RuntimeConfig> | null)?.imageGateways;
  return Array.isArray(gateways) ? gateways.filter((g): g is string => typeof g === 'string' && g !== '') : [];
}

function fetchGateways(): Promise<string[]> {
  return Promise.resolve()
    .then(() => fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } }))
    .then((response) => (response.ok ? response.json() : null))
    .then(readGateways, () => []);
}

/**
 * The IPFS gateways of the runtime config, read once per page: from the copy the server inlined
 * into the page when there is one (no request), else from /runtime-config.json. The shell keeps
 * its parsed copy in its own React context, which a remote cannot reach. No gateways when it fails.
 */
export function loadImageGateways(): Promise<string[]> {
  if (gatewaysPromise) return gatewaysPromise;
  const inlined = inlinedRuntimeConfig();
  if (inlined) loadedGateways = readGateways(inlined);
  gatewaysPromise = (loadedGateways ? Promise.resolve(loadedGateways) : fetchGateways()).then((gateways) => {
    loadedGateways = gateways;
    return gateways;
  });
  return gatewaysPromise;
}

/** The gateways, or undefined until they are known. */
export function useImageGateways(): string[] | undefined {
  const [gateways, setGateways] = useState(() => {
    void loadImageGateways();
    return loadedGateways;
  });
  useEffect(() => {
    if (gateways) return;
    let active = true;
    void loadImageGateways().then((loaded) => {
      if (active) setGateways(loaded);
    });
    return () => {
      active = false;
    };
  }, [gateways]);
  return gateways;
}
