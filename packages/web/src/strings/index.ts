/** All strings, merged. Each area keeps its own file; keys are unique across areas. */
import { en as commonEn, de as commonDe } from './common.ts';

export const EN = { ...commonEn };
export type StringKey = keyof typeof EN;
export const DE: Record<StringKey, string> = { ...commonDe };
