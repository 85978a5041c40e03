/** The benchmark's worker task: one deal, played in the worker thread. */
import { playDeal, type DealOutcome, type DealTask } from './deal.ts';

export default function dealTask(task: DealTask): DealOutcome {
  return playDeal(task);
}
