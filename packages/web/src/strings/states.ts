/**
 * Strings of the table's states that a phone or the TV must show truly (issue 28 §6): a paused turn, who
 * took which cards in Elevator, why a match ended early, who may join, what the ranking waits for.
 */
export const en = {
  pausedYourTurn: '‖ Paused — your turn when the game goes on',
  pausedTheirTurn: '‖ Paused — then it is {name}’s turn',
};

export const de: Record<keyof typeof en, string> = {
  pausedYourTurn: '‖ Pause — danach bist du dran',
  pausedTheirTurn: '‖ Pause — danach ist {name} dran',
};
