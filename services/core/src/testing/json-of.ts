/** Test-only: the parsed JSON body of a fetch response, loosely typed so assertions can dig in. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonOf = (res: Response): Promise<any> => res.json();
