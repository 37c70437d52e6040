/// <reference lib="webworker" />
import { checkMonth, type MonthCheckRequest } from './month-check';

/** The month verifier off the page's thread: a month of a million likes takes seconds to hash. */
self.onmessage = (event: MessageEvent<MonthCheckRequest>) => {
  checkMonth(event.data).then(
    (summary) => self.postMessage({ summary }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
