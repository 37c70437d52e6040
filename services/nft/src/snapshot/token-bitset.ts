/** A set of token ids as bits: trait searches OR and AND these instead of scanning tokens. */
export class TokenBitset {
  readonly words: Uint32Array;

  constructor(
    readonly maxTokenId: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((maxTokenId >>> 5) + 1);
  }

  add(tokenId: number): void {
    this.words[tokenId >>> 5] |= 1 << (tokenId & 31);
  }

  has(tokenId: number): boolean {
    return tokenId >= 0 && tokenId <= this.maxTokenId && (this.words[tokenId >>> 5] & (1 << (tokenId & 31))) !== 0;
  }

  clone(): TokenBitset {
    return new TokenBitset(this.maxTokenId, this.words.slice());
  }

  orInPlace(other: TokenBitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] |= other.words[i];
    return this;
  }

  andInPlace(other: TokenBitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] &= other.words[i];
    return this;
  }

  /** Ascending token ids. */
  toIds(): number[] {
    const ids: number[] = [];
    for (let w = 0; w < this.words.length; w++) {
      let word = this.words[w];
      while (word !== 0) {
        const low = word & -word;
        ids.push((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    return ids;
  }
}
