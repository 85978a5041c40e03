/**
 * Secrets and ids. Tokens (TV, seat) are 128 random bits from the operating system's CSPRNG; rooms keep
 * only their SHA-256 hash (in memory and in the database), so a leaked database row opens no seat.
 * Member ids are public (other clients see them) and random, so they reveal nothing about tokens.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 64 random bits: public member ids (16 hex digits). */
export function newMemberId(): string {
  return randomBytes(8).toString('hex');
}

/** Match ids: 128 random bits. */
export function newMatchId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * A match's seed: 256 random bits (64 hex digits), the key material of every deal of the match
 * (engine/src/core/deal-generator.ts). Secret until the match has ended: it is in no view, event,
 * error, log line or API answer.
 */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}
