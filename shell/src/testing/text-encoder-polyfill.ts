// jsdom lacks TextEncoder, which react-router needs at import time. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
