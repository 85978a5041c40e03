/** Small shared types that belong to no single message. */

/** The TV holds the table; a phone is a player or audience. */
export type ClientKind = 'tv' | 'phone';
