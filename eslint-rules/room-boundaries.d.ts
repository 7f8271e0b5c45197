import type { Rule } from 'eslint';

/** The room-boundaries rule (decision 200); written in plain JS so eslint.config.js loads it as is. */
declare const roomBoundaries: Rule.RuleModule;
export default roomBoundaries;
export function roomOf(srcRoot: string, file: string): { name: string; level: number };
