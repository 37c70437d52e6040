/** A restore refused or failed before it changed the database: the message says why, for the operator. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}
