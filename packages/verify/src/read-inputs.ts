import type { Receipt, SealFile } from './encoding';

export interface MonthInputs {
  likes: unknown[] | null;
  seals: SealFile | null;
  receipts: Receipt[];
}

const isReceipt = (x: unknown) =>
  !!x && typeof x === 'object' && 'signature' in x && 'likeId' in x && !('removedByModerator' in x);

/**
 * Sorts the downloaded files by what they hold, whatever their names or order: the like export
 * (an array of rows), the seal file ({month, seals, keys}) and receipts (an array of signed likes,
 * or {receipts: [...]} as "My likes" downloads them).
 */
export function classifyInputs(documents: unknown[]): MonthInputs {
  const inputs: MonthInputs = { likes: null, seals: null, receipts: [] };
  for (const doc of documents) {
    if (doc && typeof doc === 'object' && 'seals' in doc && 'keys' in doc) inputs.seals = doc as SealFile;
    else if (doc && typeof doc === 'object' && 'receipts' in doc && Array.isArray(doc.receipts))
      inputs.receipts.push(...(doc.receipts as Receipt[]));
    else if (Array.isArray(doc) && doc.length > 0 && doc.every(isReceipt)) inputs.receipts.push(...(doc as Receipt[]));
    else if (Array.isArray(doc)) inputs.likes = doc;
  }
  return inputs;
}
