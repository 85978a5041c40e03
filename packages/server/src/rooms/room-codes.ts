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

/** Accepts what people type: any case, spaces around; null when it cannot be a code. */
export function normaliseRoomCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code.length !== ROOM_CODE_LENGTH) return null;
  for (const ch of code) if (!ROOM_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
