/**
 * How the pack of deal n is shuffled, from (seed, generator version, deal number). Every game deals
 * through `shuffleForDeal`; nothing else in the engine draws a card at random.
 *
 * Version 2 (every new match):
 *   match key  K   = HKDF-SHA256(ikm = seed, salt = "kitchen-table/deals/v2", info = game id), 32 bytes,
 *                    computed once when the match is set up and carried in the state (as secret as the seed);
 *   deal n's bytes = ChaCha20 (RFC 8439) under K: the blocks (n−1)·B … n·B−1 of the match stream (nonce
 *                    0), then if ever needed deal n's own overflow stream (nonce n); B and why, below;
 *   the shuffle   = Fisher–Yates over the whole pack (i = len−1 … 1, j uniform in [0, i]); each j is one
 *                    byte of the stream (two for packs over 256 cards), rejected when ≥ ⌊256/(i+1)⌋·(i+1)
 *                    and drawn again, then taken mod i+1 — uniform, no modulo bias.
 *   The server draws the seed as 256 bits from the operating system's CSPRNG (a hex string of 64 digits
 *   is read as those 32 bytes; any other seed, as in tests and the CLI, as its UTF-8 text).
 *   Why deals are independent: ChaCha20's block function is a pseudo-random function of (key, nonce,
 *   counter). No two deals share a block, so each deal's bytes — in effect its own key — are an
 *   independent draw for anyone without K: every card of deal n (even all of its bytes) tells nothing
 *   about deal n + 1, and nothing a deal draws is carried into the next (the state's generator never
 *   advances: deal n is a function of K and n alone). K is a PRF output of the whole seed, so every one
 *   of the seed's 256 bits matters, and two matches share a key only with negligible probability.
 *   The per-deal cost is one or two 64-byte ChaCha20 blocks (packs up to 108 cards); HKDF runs once per
 *   match, because a whole HKDF per deal would cost several times a played-out deal.
 *
 * Version 1 (matches stored before version 2; kept only so that they replay exactly): sfc32 seeded by an
 * xmur3 hash of the seed (core/rng.ts), advanced deal after deal, with each game's old shuffle.
 *
 * The engine stays pure and runs in the browser too: @noble/ciphers and @noble/hashes are plain
 * JavaScript without native parts. The cipher is theirs, never ours.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { seedRng, shuffleInPlace, type RngState } from './rng.ts';

export type DealGeneratorVersion = 1 | 2;

/** The version every new match is dealt with; the match record stores it. */
export const CURRENT_DEAL_GENERATOR: DealGeneratorVersion = 2;
export const DEAL_GENERATOR_VERSIONS: readonly DealGeneratorVersion[] = [1, 2];

/** Version 2's state: the match key, hex. Never sent to a client (views are built without it). */
export interface KeyedDeals {
  v: 2;
  key: string;
}

/**
 * What a match state carries to deal its next deals: version 2's match key, or version 1's sfc32 state
 * (a bare RngState, as states of version 1 always held it), which advances with every deal.
 */
export type DealRng = KeyedDeals | RngState;

// Nothing at the top level of this file runs or allocates when it is loaded (the bundlers may drop what
// a consumer does not use); buffers are made on the first deal.
const SALT_TEXT = 'kitchen-table/deals/v2';
const HEX_256 = /^[0-9a-f]{64}$/i;

/** The seed's bytes: a 64-digit hex seed (the server's 256 random bits) as those bytes, else its UTF-8. */
export function seedBytes(seed: number | string): Uint8Array {
  const text = String(seed);
  return HEX_256.test(text) ? hexToBytes(text.toLowerCase()) : utf8ToBytes(text);
}

/** Version 2's match key for `gameId` (32 bytes). */
export function matchKey(seed: number | string, gameId: string): Uint8Array {
  return hkdf(sha256, seedBytes(seed), utf8ToBytes(SALT_TEXT), utf8ToBytes(gameId), 32);
}

/** The generator a new match of `gameId` starts with. */
export function dealGenerator(seed: number | string, gameId: string, version: DealGeneratorVersion = CURRENT_DEAL_GENERATOR): DealRng {
  if (version === 1) return seedRng(seed);
  if (version === 2) return { v: 2, key: bytesToHex(matchKey(seed, gameId)) };
  throw new Error(`unknown deal generator version ${String(version)}`);
}

export function isKeyedDeals(rng: DealRng): rng is KeyedDeals {
  return !Array.isArray(rng);
}

/** Mutable packs the shuffle works on: arrays of cards, or the fast path's typed arrays. */
export interface Pack<T> {
  length: number;
  [index: number]: T;
}

/**
 * Shuffles `pack` (its first `size` cards) in place for deal `deal` (1-based) and returns the generator
 * to keep in the state: version 2 returns it unchanged (deal n needs only the key and n); version 1
 * returns an advanced copy, having shuffled with `legacyShuffle` (the game's shuffle before version 2;
 * a full Fisher–Yates unless the game says otherwise). The input generator is never mutated.
 */
export function shuffleForDeal<T>(
  rng: DealRng,
  deal: number,
  pack: Pack<T>,
  legacyShuffle: (s: RngState, pack: Pack<T>) => void = (s, p) => void shuffleInPlace(s, p as T[]),
  size = pack.length,
): DealRng {
  if (isKeyedDeals(rng)) {
    shufflePack(keyBytes(rng.key), deal, pack, size);
    return rng;
  }
  const s: RngState = [rng[0], rng[1], rng[2], rng[3]];
  legacyShuffle(s, pack);
  return s;
}

// The state keeps the key as hex; a match decodes the same key deal after deal, so keep the last one.
let lastHex = '';
let lastKey: Uint8Array | undefined;
function keyBytes(hex: string): Uint8Array {
  if (hex !== lastHex || !lastKey) {
    lastKey = hexToBytes(hex);
    lastHex = hex;
  }
  return lastKey;
}

// ---------------------------------------------------------------------------------------------------
// Version 2's layout of the keystream. The match stream is ChaCha20 under K with the all-zero nonce; deal
// n (n ≥ 1) owns its blocks (n−1)·B … n·B−1, B = blocksPerDeal(pack size): enough for the draws and 16
// bytes of rejections (a Fahrstuhl deck of 44 cards runs past its one block with probability 5·10⁻¹³).
// Should a deal still need more, it goes on in its own overflow stream: ChaCha20 under K with the nonce
// n (64-bit little-endian). No two deals share a block, so each deal's bytes are an independent draw.
// A single deal fetches its B blocks in one call; a playout loop that deals deal after deal
// (DealStream) fetches the blocks of many deals in one call, which saves the call's set-up cost.

const BLOCK = 64;
const NONCE_BYTES = 12;
const MAX_COUNTER = 2 ** 32 - 1;

/** Bytes per draw: one for packs of up to 256 cards, two above. */
const drawWidth = (size: number): number => (size > 256 ? 2 : 1);

/** Blocks of the match stream each deal of a `size`-card pack owns. */
export function blocksPerDeal(size: number): number {
  return Math.max(1, Math.ceil(((size - 1) * drawWidth(size) + 16) / BLOCK));
}

function checkDeal(deal: number, blocks: number): void {
  if (!Number.isSafeInteger(deal) || deal < 1) throw new Error(`deal numbers start at 1, got ${deal}`);
  if (deal * blocks > MAX_COUNTER) throw new Error(`deal ${deal} is beyond the generator's range`);
}

// Zeros to encrypt (the keystream is ChaCha20 over zeros), the all-zero nonce, and the single-deal buffer.
let zeros: Uint8Array | undefined;
function zeroBytes(bytes: number): Uint8Array {
  if (!zeros || zeros.length < bytes) zeros = new Uint8Array(Math.max(bytes, 2 * BLOCK));
  return zeros.subarray(0, bytes);
}
const zeroNonce = (): Uint8Array => zeroBytes(NONCE_BYTES);

/**
 * A deal's bytes: its own blocks first (`bytes[pos … end)`), then its overflow stream (`refill`). The
 * shuffle reads the fields directly, for speed. Reused, never shared across calls.
 */
class DealBytes {
  private key: Uint8Array = new Uint8Array(32);
  private deal = 0;
  bytes: Uint8Array = new Uint8Array(0);
  pos = 0;
  end = 0;
  private overflowCounter = 0;
  private readonly overflow = new Uint8Array(BLOCK);
  private readonly nonce = new Uint8Array(NONCE_BYTES);
  private readonly nonceView = new DataView(this.nonce.buffer);

  start(key: Uint8Array, deal: number, bytes: Uint8Array, pos: number, end: number): void {
    this.key = key;
    this.deal = deal;
    this.bytes = bytes;
    this.pos = pos;
    this.end = end;
    this.overflowCounter = 0;
  }

  next(): number {
    if (this.pos >= this.end) this.refill();
    return this.bytes[this.pos++];
  }

  /** The next block of the deal's overflow stream. */
  refill(): void {
    this.nonceView.setUint32(0, this.deal >>> 0, true);
    this.nonceView.setUint32(4, Math.floor(this.deal / 2 ** 32), true);
    chacha20(this.key, this.nonce, zeroBytes(BLOCK), this.overflow, this.overflowCounter++);
    this.bytes = this.overflow;
    this.pos = 0;
    this.end = BLOCK;
  }
}

/** Fisher–Yates over the first `size` cards of `pack`, each j rejection-sampled from `src`. */
function fisherYates<T>(src: DealBytes, pack: Pack<T>, size: number): void {
  if (drawWidth(size) === 2) return fisherYatesWide(src, pack, size);
  // One byte per draw (the hot path: every pack of ours), reading the buffer without a call per byte.
  let bytes = src.bytes;
  let pos = src.pos;
  let end = src.end;
  for (let i = size - 1; i > 0; i--) {
    const range = i + 1;
    const limit = 256 - (256 % range);
    let x: number;
    do {
      if (pos >= end) {
        src.refill();
        bytes = src.bytes;
        pos = src.pos;
        end = src.end;
      }
      x = bytes[pos++];
    } while (x >= limit);
    const j = x % range;
    const t = pack[i];
    pack[i] = pack[j];
    pack[j] = t;
  }
  src.pos = pos;
}

/** The same for packs of more than 256 cards: two bytes (little-endian) per draw. */
function fisherYatesWide<T>(src: DealBytes, pack: Pack<T>, size: number): void {
  for (let i = size - 1; i > 0; i--) {
    const range = i + 1;
    const limit = 65536 - (65536 % range);
    let x: number;
    do {
      x = src.next() | (src.next() << 8);
    } while (x >= limit);
    const j = x % range;
    const t = pack[i];
    pack[i] = pack[j];
    pack[j] = t;
  }
}

let single: { reader: DealBytes; buffer: Uint8Array } | undefined;

/**
 * Version 2's shuffle of `pack` (its first `size` cards) for deal `deal` (≥ 1) under the 32-byte match
 * key: Fisher–Yates over the whole pack with rejection-sampled draws from the deal's own blocks.
 */
export function shufflePack<T>(key: Uint8Array, deal: number, pack: Pack<T>, size = pack.length): void {
  if (size > 65536) throw new Error('packs of more than 65,536 cards are not dealt');
  const blocks = blocksPerDeal(size);
  checkDeal(deal, blocks);
  if (size < 2) return;
  const bytes = blocks * BLOCK;
  if (!single || single.buffer.length < bytes) single = { reader: new DealBytes(), buffer: new Uint8Array(Math.max(bytes, 2 * BLOCK)) };
  const out = single.buffer.subarray(0, bytes);
  chacha20(key, zeroNonce(), zeroBytes(bytes), out, (deal - 1) * blocks);
  single.reader.start(key, deal, out, 0, bytes);
  fisherYates(single.reader, pack, size);
}

/**
 * The same shuffles as `shufflePack`, for playout loops that deal many deals of one match (benchmarks,
 * the fast path): it fetches the blocks of `batch` consecutive deals in one ChaCha20 call.
 */
export class DealStream {
  private readonly reader = new DealBytes();
  private readonly buffer: Uint8Array;
  private first = 0;
  private count = 0;
  private blocks = 0;

  constructor(
    private readonly key: Uint8Array,
    private readonly batch = 64,
  ) {
    this.buffer = new Uint8Array(batch * 4 * BLOCK);
  }

  shuffle<T>(deal: number, pack: Pack<T>, size = pack.length): void {
    const blocks = blocksPerDeal(size);
    checkDeal(deal, blocks);
    if (size < 2) return;
    if (blocks > 4) return shufflePack(this.key, deal, pack, size);
    if (blocks !== this.blocks || deal < this.first || deal >= this.first + this.count) this.fetch(deal, blocks);
    const at = (deal - this.first) * blocks * BLOCK;
    this.reader.start(this.key, deal, this.buffer, at, at + blocks * BLOCK);
    fisherYates(this.reader, pack, size);
  }

  private fetch(deal: number, blocks: number): void {
    const count = Math.max(1, Math.min(this.batch, Math.floor(MAX_COUNTER / blocks) - deal + 1));
    const bytes = count * blocks * BLOCK;
    chacha20(this.key, zeroNonce(), zeroBytes(bytes), this.buffer.subarray(0, bytes), (deal - 1) * blocks);
    this.first = deal;
    this.count = count;
    this.blocks = blocks;
  }
}
