/** A map from string keys to Buffers that drops the least recently used entries once it holds more than `maxBytes`. */
export interface ByteLru {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
  readonly bytes: number;
  readonly size: number;
}
export function createByteLru(maxBytes: number): ByteLru;
