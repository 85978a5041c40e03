/** The server's tests play the one test game of every package (engine/test/support/test-game.ts). */
export { highCard, HIGH_CARD_ID } from '../../../engine/test/support/test-game.ts';
