/** The common reply envelope: {message: "success", result, next?}. */
export type ApiEnvelope<Result> = {
  message: string;
  result: Result;
  /** Cursor for the next page when the list continues. */
  next?: string;
};
