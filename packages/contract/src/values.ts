/**
 * The contract's zod-free part: fixed values, event names and the permission rules. The web's first
 * load (shell, guards, menu, notifications) imports these from `@dd/contract/values`, so zod and
 * the schemas come only with the screens that validate. Everything here is also in the main entry.
 */
export * from './enum-values';
export * from './access';
export * from './event-types';
export * from './business-time';
