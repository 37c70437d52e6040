import { base64urlnopad, hex } from '@scure/base';

export const toHex = (bytes: Uint8Array): string => hex.encode(bytes);
export const fromHex = (text: string): Uint8Array => hex.decode(text);
export const toBase64url = (bytes: Uint8Array): string => base64urlnopad.encode(bytes);
export const fromBase64url = (text: string): Uint8Array => base64urlnopad.decode(text);
