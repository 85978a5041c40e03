/** The worker side of the bot pool: one decision per task. Only the request (the view) comes in. */
import type { BotDecision, BotRequest } from '../api.ts';
import { decideSync } from '../choose.ts';

export default function botTask(request: BotRequest): BotDecision {
  return decideSync(request);
}
