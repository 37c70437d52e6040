import { jsHasher } from './merkle';
import { browserHasher } from './wasm-hasher';

/** The WebAssembly API as far as this test needs it (the test build has no DOM types). */
const wasm = (globalThis as unknown as { WebAssembly: { compile: (bytes: ArrayBuffer) => Promise<unknown> } })
  .WebAssembly;

// Its own file: hash-wasm keeps the module it compiled for the rest of a test file.
it('browserHasher falls back to the JavaScript hasher where WebAssembly may not compile (a CSP without wasm-unsafe-eval)', async () => {
  const compile = jest
    .spyOn(wasm, 'compile')
    .mockRejectedValue(new Error("Refused to compile: 'wasm-unsafe-eval' is not an allowed source of script"));
  expect(await browserHasher()).toBe(jsHasher);
  expect(compile).toHaveBeenCalled();
  compile.mockRestore();
});
