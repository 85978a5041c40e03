/**
 * The closed list of codes `applyMove` refuses a well-formed Elevator move with (a malformed one is
 * `BAD_MOVE`, common to every game). The web's strings test derives its list from it, so a code added
 * here without an English and a German sentence fails there.
 */
export const ELEVATOR_RULE_CODES = [
  'DEAL_OVER',
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'MUST_GIVE',
  'NOT_IN_HAND',
  'WRONG_COLOUR',
  'NOT_HIGHER',
  'NOT_LOWER',
  'NOT_SAME_RANK',
  'MUST_PLAY',
] as const;

export type ElevatorRuleCode = (typeof ELEVATOR_RULE_CODES)[number];

/** The codes of a run's card-by-card rules (runs.ts). */
export type RunRuleCode = Extract<ElevatorRuleCode, 'NOT_IN_HAND' | 'WRONG_COLOUR' | 'NOT_HIGHER' | 'NOT_LOWER' | 'NOT_SAME_RANK'>;
