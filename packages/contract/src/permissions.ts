import { z } from 'zod';
import { ACTIONS } from './access';

export * from './access';

export const Action = z.enum(ACTIONS);
export type Action = z.infer<typeof Action>;
