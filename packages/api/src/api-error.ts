import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiErrorBody } from '@nacho/contracts';

/** Every failed call rejects with this shape (SPEC 8). */
export type ApiError = {
  /** HTTP status, or what went wrong before a status was known. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** "{status}: {body text}", or "{status}: {status text}" when the body is empty. */
  message: string;
  /** The server's error code from a {error: {code, message}} body. */
  code?: string;
  /** The server's own message from a {error: {code, message}} body. */
  serverMessage?: string;
};

/** Turns a non-2xx reply into an ApiError; bodyText is the raw reply body. */
export function httpError(status: number, statusText: string, bodyText: string): ApiError {
  const error: ApiError = { status, message: `${status}: ${bodyText || statusText}` };
  const body = parseJson(bodyText);
  if (isApiErrorBody(body)) {
    error.code = body.error.code;
    error.serverMessage = body.error.message;
  }
  return error;
}

/** Normalises what fetchBaseQuery reports; `response` is the reply when there was one. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    return httpError(error.status, response?.statusText ?? '', bodyAsText(error.data));
  }
  switch (error.status) {
    case 'PARSING_ERROR':
      return { status: 'PARSING_ERROR', message: `${error.originalStatus}: ${error.error}` };
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { status: error.status, message: error.error };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * The text to show for any error a call, unwrap() or a thunk produced; `fallback` when there is
 * none. For toasts like "Failed to like NFT. Try again later.".
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

function bodyAsText(data: unknown): string {
  if (data === null || data === undefined) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
