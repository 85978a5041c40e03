/**
 * Room codes: 4 letters from ROOM_CODE_ALPHABET (consonants without look-alikes), drawn uniformly with
 * the CSPRNG and unique among live rooms.
 */
import { randomInt } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@kitchen-table/protocol';

export function randomRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** A fresh code not in use; throws when the live rooms crowd the code space (never in practice). */
export function uniqueRoomCode(inUse: (code: string) => boolean, random: () => string = randomRoomCode): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const code = random();
    if (!inUse(code)) return code;
  }
  throw new Error('no free room code after 1000 attempts');
}

/**
 * How a manager gets the code of a new room: unique among the codes it has already (`inUse`) and,
 * where more than one process makes rooms, claimed so that no other process can make it too
 * (cluster/code-claim.ts). A failure (no code to be had) fails the room's creation.
 */
export interface CodeClaim {
  claim(inUse: (code: string) => boolean): Promise<string>;
}

/** One process: a code unique among its own live rooms is the room's. */
export const localCodeClaim: CodeClaim = {
  claim: (inUse) => Promise.resolve(uniqueRoomCode(inUse)),
};

/** Accepts what people type: any case, spaces around; null when it cannot be a code. */
export function normaliseRoomCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code.length !== ROOM_CODE_LENGTH) return null;
  for (const ch of code) if (!ROOM_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
