import { FOUR_D_PLAYS } from './plays-4d';
import { ELEVEN_FIVE_PLAYS } from './plays-11x5';
import { K3_PLAYS } from './plays-k3';
import { PK10_PLAYS } from './plays-pk10';
import { SSC_PLAYS } from './plays-ssc';
import { VN_MB_PLAYS } from './plays-vn';
import type { Family, PlayType } from './types';

/** Every play type of the first release; codes are stable and stored on orders. */
export const PLAY_TYPES: readonly PlayType[] = [
  ...SSC_PLAYS,
  ...ELEVEN_FIVE_PLAYS,
  ...K3_PLAYS,
  ...PK10_PLAYS,
  ...VN_MB_PLAYS,
  ...FOUR_D_PLAYS,
];

const BY_CODE = new Map(PLAY_TYPES.map((play) => [play.code, play]));

export const playByCode = (code: string): PlayType | undefined => BY_CODE.get(code);

export const playsOf = (family: Family): PlayType[] =>
  PLAY_TYPES.filter((play) => play.family === family);
